import type { Readable } from 'node:stream';
import { IMPORT_MESSAGES } from '@church/contracts/imports';
import { HttpError } from '../../http/errors';

/**
 * An uploaded file's bytes as one Buffer, allocated once from the request's length (a quarter's
 * attendance is 15 MB: collecting its chunks and then joining them would hold it twice). Grows
 * by doubling when the request did not say its length. Refused once the stream was cut at its limit.
 */
export async function readUpload(file: Readable & { truncated?: boolean }, expectedBytes: number): Promise<Buffer> {
  let bytes = Buffer.allocUnsafe(Math.max(expectedBytes, 64 * 1024));
  let length = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    if (length + chunk.length > bytes.length) {
      const larger = Buffer.allocUnsafe(Math.max(bytes.length * 2, length + chunk.length));
      bytes.copy(larger, 0, 0, length);
      bytes = larger;
    }
    chunk.copy(bytes, length);
    length += chunk.length;
  }
  if (file.truncated) throw new HttpError(413, IMPORT_MESSAGES.tooLarge);
  return bytes.subarray(0, length);
}
