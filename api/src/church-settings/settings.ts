import { sql } from 'drizzle-orm';
import { type ChurchSettings, DEFAULT_CHURCH_SETTINGS } from '@church/contracts/check-in';
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

export async function saveChurchSettings(db: Db, changes: Partial<ChurchSettings>, actorId: number): Promise<ChurchSettings> {
  const entries = Object.entries(changes).filter(([key, value]) => KEYS.includes(key as SettingKey) && value !== undefined);
  if (entries.length > 0) {
    await db
      .insert(churchSettings)
      .values(entries.map(([key, value]) => ({ key, value, updatedBy: actorId })))
      .onConflictDoUpdate({ target: churchSettings.key, set: { value: sql`excluded.value`, updatedBy: actorId, updatedAt: sql`now()` } });
  }
  return readChurchSettings(db);
}
