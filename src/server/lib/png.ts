/**
 * A tiny PNG writer for generated images (the demo account's ID photos): 8-bit RGB, rectangles of solid colour,
 * no dependency. A PNG is a signature and chunks (length, type, data, CRC-32); the pixels are deflated rows,
 * each prefixed with filter type 0.
 */
import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

export interface PngRectangle {
  x: number;
  y: number;
  width: number;
  height: number;
  color: Rgb;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const bytesPerPixel = 3;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * An image of the background colour with the rectangles painted over it in order. Each row span is one native
 * `Buffer.fill` of the colour's three bytes: painting pixel by pixel in JavaScript cost a first start some 150 ms
 * of CPU for the demo account's two photos, as the code runs before the engine has optimised it.
 */
export function drawPng(width: number, height: number, background: Rgb, rectangles: readonly PngRectangle[]) {
  const stride = 1 + width * bytesPerPixel;
  const pixels = Buffer.alloc(stride * height);
  const fillSpan = (y: number, fromX: number, toX: number, color: Rgb) => {
    if (toX <= fromX) return;
    const rowStart = y * stride + 1;
    pixels.fill(Buffer.from(color), rowStart + fromX * bytesPerPixel, rowStart + toX * bytesPerPixel);
  };
  for (let y = 0; y < height; y += 1) fillSpan(y, 0, width, background);
  for (const rect of rectangles) {
    const fromX = Math.max(0, rect.x);
    const toX = Math.min(width, rect.x + rect.width);
    for (let y = Math.max(0, rect.y); y < Math.min(height, rect.y + rect.height); y += 1)
      fillSpan(y, fromX, toX, rect.color);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    pngSignature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
