// Avatar upload rules (at most 1.5 MB, images only, fixed messages), one copy for the picker (shared-ui) and the API.
// No zod here: shared-ui imports this file at run time and should not pull a schema library.

/** 1.5 MB, inclusive. */
export const AVATAR_MAX_BYTES = 1.5 * 1024 * 1024;

/** What the API stores and can verify by magic number; the picker offers exactly these. */
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type AvatarMimeType = (typeof AVATAR_MIME_TYPES)[number];

/** The file input's `accept` attribute. */
export const AVATAR_ACCEPT = AVATAR_MIME_TYPES.join(',');

export const AVATAR_MESSAGES = {
  tooLarge: 'Image size must be less than 1.5MB. Please select a smaller image.',
  noFile: 'No file selected',
  readFailed: 'Failed to read file. Please try again.',
  /** Any other type, or (on the API) bytes that are not what the type says. */
  notAccepted: 'Please choose an image file (PNG, JPEG, GIF or WebP).',
} as const;

/** Exact match: lowercase a type first if it may come in another case. */
export function isAvatarMimeType(type: string): type is AvatarMimeType {
  return (AVATAR_MIME_TYPES as readonly string[]).includes(type);
}
