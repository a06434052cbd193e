/**
 * Recognises a picked photo by its first bytes, as the server does (src/server/uploads/image-type.ts): a file
 * named `.png` that is not an image is refused on picking, not after a 5 MiB upload.
 */
import type { ErrorCode } from '../../../common/errors';

const jpegMagic = [0xff, 0xd8, 0xff];
const pngMagic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const riffMagic = [0x52, 0x49, 0x46, 0x46];
const webpMagic = [0x57, 0x45, 0x42, 0x50];
/** The server's minimum: a header alone is not a photo. */
const imageBytesMin = 32;
/** Enough of the file to hold every signature above (WebP's ends at byte 12). */
const headBytesLength = 16;

const startsWith = (bytes: Uint8Array, magic: number[], offset = 0) =>
  bytes.length >= offset + magic.length && magic.every((byte, index) => bytes[offset + index] === byte);

export function isImageHead(bytes: Uint8Array, size: number): boolean {
  if (size < imageBytesMin) return false;
  return (
    startsWith(bytes, jpegMagic) ||
    startsWith(bytes, pngMagic) ||
    (startsWith(bytes, riffMagic) && startsWith(bytes, webpMagic, 8))
  );
}

/** UPLOAD_TYPE when the file's bytes are not a JPEG, PNG or WebP image, whatever its name and declared type. */
export async function photoRefusal(file: Blob): Promise<ErrorCode | null> {
  const head = new Uint8Array(await file.slice(0, headBytesLength).arrayBuffer());
  return isImageHead(head, file.size) ? null : 'UPLOAD_TYPE';
}
