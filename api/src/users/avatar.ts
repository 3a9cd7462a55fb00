import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, isAvatarMimeType, type AvatarMimeType } from '@church/contracts/avatar';
import { HttpError, validationFailed } from '../http/errors';
import { createTaskQueue, QueueFullError } from './avatar-queue';

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

// A 1.5 MB file can declare far more pixels than a 512×512 picture needs (a 25 KB GIF of
// 6000×6000 took 0.6 s and 144 MB to decode), so each kind has a ceiling on its pixels (one
// frame), read from the header before anything is decoded. Times are for one decode on this
// project's 2-core machine (docs/decisions/0022-avatar-decoding-and-secret-checks.md).
export const AVATAR_MAX_PIXELS = {
  // Any phone's photo. A baseline JPEG or a WebP is decoded straight at a fraction of its size:
  // 50 MP in 15 to 80 ms.
  jpeg: 50_000_000,
  webp: 50_000_000,
  // Decoded whole: a 5K or 6K screenshot fits; 25 MP in about 80 ms.
  progressiveJpeg: 25_000_000,
  png: 25_000_000,
  // Every pixel goes through LZW into a full-size canvas: 4 MP (2000×2000) in about 30 ms.
  gif: 4_000_000,
} as const;

function pixelCeiling(mime: AvatarMimeType, header: sharp.Metadata): { max: number; kind: string } {
  if (mime === 'image/gif') return { max: AVATAR_MAX_PIXELS.gif, kind: 'A GIF' };
  if (mime === 'image/png') return { max: AVATAR_MAX_PIXELS.png, kind: 'A PNG' };
  if (mime === 'image/webp') return { max: AVATAR_MAX_PIXELS.webp, kind: 'A WebP picture' };
  return header.isProgressive ? { max: AVATAR_MAX_PIXELS.progressiveJpeg, kind: 'A progressive JPEG' } : { max: AVATAR_MAX_PIXELS.jpeg, kind: 'A JPEG' };
}

export function tooManyPixelsMessage(width: number, height: number, ceiling: { max: number; kind: string }): string {
  return `This picture is too large (${width} × ${height} pixels). ${ceiling.kind} may have at most ${ceiling.max / 1_000_000} megapixels: please choose a smaller picture.`;
}

/** The most pixels this picture may have, or 422 if its header declares more (or does not read). */
async function assertDecodable(mime: AvatarMimeType, bytes: Buffer): Promise<number> {
  const header = await sharp(bytes, { failOn: 'error' }).metadata().catch(() => null);
  if (!header?.width || !header.height) throw validationFailed({ avatar: [NOT_AN_IMAGE] });
  const ceiling = pixelCeiling(mime, header);
  if (header.width * header.height > ceiling.max) throw validationFailed({ avatar: [tooManyPixelsMessage(header.width, header.height, ceiling)] });
  return ceiling.max;
}

// Decoding holds a thread of libuv's pool (4 threads), which argon2 (every sign-in) and file
// reads share, and a core of a small server's two: eight decodes at once made a sign-in wait
// seconds. So pictures are decoded one at a time, by one libvips thread, and past a short queue
// an upload is refused (503) rather than held in memory.
sharp.concurrency(1);
export const avatarDecoding = createTaskQueue({ concurrency: 1, maxWaiting: 16 });
export const AVATAR_BUSY_RETRY_AFTER_SECONDS = 5;
export class AvatarQueueFullError extends HttpError {
  constructor() {
    super(503, 'Many pictures are being processed just now. Please try again in a few seconds.');
  }
}

/**
 * Decodes the image and encodes it again: at most 512×512, upright (EXIF orientation applied),
 * no metadata (sharp keeps none unless asked). A file that only starts like an image fails to
 * decode and is refused with the picker's message.
 */
export async function processAvatar(dataUrl: string): Promise<ProcessedAvatar> {
  const { mime, bytes } = decodeAvatarDataUrl(dataUrl);
  const maxPixels = await assertDecodable(mime, bytes);
  const format = OUTPUT[mime];
  const reencode = () => {
    // The first frame only (`pages: 1`, sharp's default, said here: every frame of an animation
    // would cost each frame's time); the ceiling is checked again as it is read.
    const image = sharp(bytes, { failOn: 'error', pages: 1, limitInputPixels: maxPixels })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'inside', withoutEnlargement: true });
    return (format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg({ quality: 85 }) : image.webp({ quality: 85 })).toBuffer();
  };
  const out = await avatarDecoding.run(reencode).catch((err: unknown) => {
    throw err instanceof QueueFullError ? new AvatarQueueFullError() : validationFailed({ avatar: [NOT_AN_IMAGE] });
  });
  return { key: createHash('sha256').update(out).digest('hex'), contentType: `image/${format}`, bytes: out };
}

/** The URL the user JSON carries for an avatar (served by GET /api/avatars/:key, beside the rest of the API). */
export const avatarUrl = (key: string | null) => (key ? `/api/avatars/${key}` : null);
