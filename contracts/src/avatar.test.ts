import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, AVATAR_MESSAGES, AVATAR_MIME_TYPES, isAvatarMimeType } from './avatar';

describe('avatar rules', () => {
  it('limits the file to 1.5 MB (1.5 × 1024 × 1024 bytes)', () => {
    expect(AVATAR_MAX_BYTES).toBe(1572864);
  });

  it('accepts exactly the types the API can verify', () => {
    expect([...AVATAR_MIME_TYPES]).toEqual(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
    expect(AVATAR_ACCEPT.split(',')).toEqual([...AVATAR_MIME_TYPES]);
  });

  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/gif'])('%s is accepted', (type) => {
    expect(isAvatarMimeType(type)).toBe(true);
  });

  it.each(['image/svg+xml', 'image/heic', 'image/bmp', 'application/pdf', 'image/png; x', ''])('"%s" is refused', (type) => {
    expect(isAvatarMimeType(type)).toBe(false);
  });

  it("carries the picker's messages word for word", () => {
    expect(AVATAR_MESSAGES.tooLarge).toBe('Image size must be less than 1.5MB. Please select a smaller image.');
    expect(AVATAR_MESSAGES.noFile).toBe('No file selected');
    expect(AVATAR_MESSAGES.readFailed).toBe('Failed to read file. Please try again.');
    expect(AVATAR_MESSAGES.notAccepted).toMatch(/PNG, JPEG, GIF or WebP/);
  });
});
