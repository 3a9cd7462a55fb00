import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, isAvatarMimeType, type AvatarMimeType } from '@church/contracts/avatar';
import { HttpError, validationFailed } from '../http/errors';

// The same rules and words as the picker's (contracts/src/avatar.ts).
const NOT_AN_IMAGE = AVATAR_MESSAGES.notAccepted;

// Magic numbers: the declared type must match what the bytes really are.
const SIGNATURES: Record<AvatarMimeType, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a',
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** The image inside a data URL, or 413 (too large) / 422 (not an accepted image type). */
export function decodeAvatarDataUrl(input: string): { mime: AvatarMimeType; bytes: Buffer } {
  const match = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/\s]*={0,2})$/i.exec(input.trim());
  if (!match) throw validationFailed({ avatar: [NOT_AN_IMAGE] });
  const mime = match[1].toLowerCase();
  if (!isAvatarMimeType(mime)) throw validationFailed({ avatar: [NOT_AN_IMAGE] });
  const base64 = match[2].replace(/\s+/g, '');
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const decodedSize = Math.floor((base64.length * 3) / 4) - padding;
  if (decodedSize > AVATAR_MAX_BYTES) throw new HttpError(413, AVATAR_MESSAGES.tooLarge);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || !SIGNATURES[mime](bytes)) throw validationFailed({ avatar: [NOT_AN_IMAGE] });
  return { mime, bytes };
}

export interface ProcessedAvatar {
  /** SHA-256 of the bytes, hex: the avatar's address. */
  key: string;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  bytes: Buffer;
}

export const AVATAR_SIZE = 512;
// A GIF becomes a PNG of its first frame; the others keep their kind.
const OUTPUT = { 'image/png': 'png', 'image/gif': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;

/**
 * Decodes the image and encodes it again: at most 512×512, upright (EXIF orientation applied),
 * no metadata (sharp keeps none unless asked). A file that only starts like an image fails to
 * decode and is refused with the picker's message.
 */
export async function processAvatar(dataUrl: string): Promise<ProcessedAvatar> {
  const { mime, bytes } = decodeAvatarDataUrl(dataUrl);
  const format = OUTPUT[mime];
  let out: Buffer;
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'inside', withoutEnlargement: true });
    out = await (format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg({ quality: 85 }) : image.webp({ quality: 85 })).toBuffer();
  } catch {
    throw validationFailed({ avatar: [NOT_AN_IMAGE] });
  }
  return { key: createHash('sha256').update(out).digest('hex'), contentType: `image/${format}`, bytes: out };
}

/** The URL the user JSON carries for an avatar (served by GET /api/avatars/:key, beside the rest of the API). */
export const avatarUrl = (key: string | null) => (key ? `/api/avatars/${key}` : null);
