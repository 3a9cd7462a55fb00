import { sql } from 'drizzle-orm';
import { type ChurchSettings, DEFAULT_CHURCH_SETTINGS } from '@church/contracts/check-in';
import { changedFields, recordAudit } from '../audit/record';
import type { Db } from '../db/client';
import { churchSettings } from '../db/schema';

type SettingKey = keyof ChurchSettings;
const KEYS = Object.keys(DEFAULT_CHURCH_SETTINGS) as SettingKey[];

// Read on every use (one small table by its key), never kept in process: an admin's change
// holds at once on every API instance.

/** The church's settings: each saved value of the right type, else its default. */
export async function readChurchSettings(db: Db): Promise<ChurchSettings> {
  const rows = await db.select({ key: churchSettings.key, value: churchSettings.value }).from(churchSettings);
  const settings = { ...DEFAULT_CHURCH_SETTINGS };
  for (const { key, value } of rows) {
    if (KEYS.includes(key as SettingKey) && typeof value === typeof DEFAULT_CHURCH_SETTINGS[key as SettingKey]) {
      (settings as Record<SettingKey, unknown>)[key as SettingKey] = value;
    }
  }
  return settings;
}

/** The church's settings have no id of their own: one entry on the audit trail stands for them all. */
export const CHURCH_SETTINGS_AUDIT_ID = 1;

/** Saves what changed, on the audit trail (a save that changes nothing leaves no entry). */
export async function saveChurchSettings(db: Db, changes: Partial<ChurchSettings>, actorId: number): Promise<ChurchSettings> {
  const entries = Object.entries(changes).filter(([key, value]) => KEYS.includes(key as SettingKey) && value !== undefined);
  if (entries.length > 0) {
    await db.transaction(async (tx) => {
      const before = await readChurchSettings(tx);
      await tx
        .insert(churchSettings)
        .values(entries.map(([key, value]) => ({ key, value, updatedBy: actorId })))
        .onConflictDoUpdate({ target: churchSettings.key, set: { value: sql`excluded.value`, updatedBy: actorId, updatedAt: sql`now()` } });
      const changed = changedFields<Record<string, unknown>>({ ...before }, Object.fromEntries(entries));
      if (changed) await recordAudit(tx, { actorId, entity: 'church_settings', entityId: CHURCH_SETTINGS_AUDIT_ID, action: 'updated', ...changed });
    });
  }
  return readChurchSettings(db);
}
