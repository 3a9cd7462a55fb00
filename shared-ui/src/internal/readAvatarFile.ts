// The avatar upload rules (at most 1.5 MB, images only, one message per failure), free of React
// so they are easy to reason about.
// The limit, types and words come from contracts: the API checks the same ones.
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, AVATAR_MESSAGES, isAvatarMimeType } from '@church/contracts/avatar';

/** 1.5 MB, inclusive. */
export const MAX_AVATAR_BYTES = AVATAR_MAX_BYTES;

/** The picker's `accept` list: exactly the types the API stores. */
export const avatarAccept = AVATAR_ACCEPT;

export const avatarMessages = {
  tooLarge: AVATAR_MESSAGES.tooLarge,
  noFile: AVATAR_MESSAGES.noFile,
  readFailed: AVATAR_MESSAGES.readFailed,
  notImage: AVATAR_MESSAGES.notAccepted,
} as const;

/** The message refusing this file, or null when it may be read. */
export function checkAvatarFile(file: File | null | undefined): string | null {
  if (!file) return avatarMessages.noFile;
  // A file without a reported type would reach the API as application/octet-stream and be refused there.
  if (!isAvatarMimeType(file.type.toLowerCase())) return avatarMessages.notImage;
  if (file.size > MAX_AVATAR_BYTES) return avatarMessages.tooLarge;
  return null;
}

/** Reads the file as a data URL; rejects with the read-failure message. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    const fail = () => reject(new Error(avatarMessages.readFailed));
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : fail());
    reader.onerror = fail;
    reader.onabort = fail;
    try {
      reader.readAsDataURL(file);
    } catch {
      fail();
    }
  });
}
