import { hash, verify, type Algorithm } from '@node-rs/argon2';

export interface PasswordHashing {
  memoryCost: number; // KiB
  timeCost: number;
}

// OWASP's argon2id baseline (19 MiB, 2 passes); tests may pass lighter settings.
export const DEFAULT_PASSWORD_HASHING: PasswordHashing = { memoryCost: 19456, timeCost: 2 };

const ARGON2ID = 2 as Algorithm;

export function hashPassword(password: string, cost: PasswordHashing = DEFAULT_PASSWORD_HASHING): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
