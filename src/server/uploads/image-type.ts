/**
 * Recognises an uploaded image by its first bytes, the only part of an upload a client cannot lie about: the
 * file name and the declared content type are the client's say-so and are ignored.
 */
import type { UploadMimeType } from '../../common/user-types';

const jpegMagic = Buffer.from([0xff, 0xd8, 0xff]);
const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const riffMagic = Buffer.from('RIFF', 'ascii');
const webpMagic = Buffer.from('WEBP', 'ascii');
/** Smaller than any real image of these formats: a header alone is not a photo. */
export const imageBytesMin = 32;

const startsWith = (bytes: Buffer, magic: Buffer, offset = 0) =>
  bytes.length >= offset + magic.length && bytes.subarray(offset, offset + magic.length).equals(magic);

export function sniffImageType(bytes: Buffer): UploadMimeType | undefined {
  if (bytes.length < imageBytesMin) return undefined;
  if (startsWith(bytes, jpegMagic)) return 'image/jpeg';
  if (startsWith(bytes, pngMagic)) return 'image/png';
  if (startsWith(bytes, riffMagic) && startsWith(bytes, webpMagic, 8)) return 'image/webp';
  return undefined;
}
