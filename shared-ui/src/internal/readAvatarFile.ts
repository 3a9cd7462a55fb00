// The avatar upload rules of spec section 5, free of React so they are easy to reason about.

/** 1.5 MB, inclusive. */
export const MAX_AVATAR_BYTES = 1.5 * 1024 * 1024;

export const avatarMessages = {
  tooLarge: 'Image size must be less than 1.5MB. Please select a smaller image.',
  noFile: 'No file selected',
  readFailed: 'Failed to read file. Please try again.',
  notImage: 'Please select an image file.',
} as const;

/** The message refusing this file, or null when it may be read. */
export function checkAvatarFile(file: File | null | undefined): string | null {
  if (!file) return avatarMessages.noFile;
  // An empty type is allowed: some systems do not report one; the picker already filters to images.
  if (file.type && !file.type.startsWith('image/')) return avatarMessages.notImage;
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
