/**
 * A tiny PNG encoder for the end-to-end specs: real, valid 8-bit RGB images (an ID-card-like drawing of solid
 * rectangles) built with node:zlib only, so a spec can upload genuine image bytes without any fixture file.
 */
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  color: Rgb;
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

export function encodePng(width: number, height: number, background: Rgb, rects: readonly Rect[]): Buffer {
  const stride = 1 + width * 3;
  const pixels = Buffer.alloc(stride * height);
  const fill = ({ x, y, width: w, height: h, color }: Rect) => {
    for (let row = Math.max(0, y); row < Math.min(height, y + h); row += 1) {
      for (let column = Math.max(0, x); column < Math.min(width, x + w); column += 1) {
        const offset = row * stride + 1 + column * 3;
        pixels[offset] = color[0];
        pixels[offset + 1] = color[1];
        pixels[offset + 2] = color[2];
      }
    }
  };
  fill({ x: 0, y: 0, width, height, color: background });
  rects.forEach(fill);
  return encodePixels(width, height, pixels);
}

/** A PNG of already filtered scanlines: each row is a filter byte (0) followed by `width` RGB triples. */
function encodePixels(width: number, height: number, pixels: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type RGB; compression, filter and interlace stay 0
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 320×200 "ID card": a coloured band, a photo square and text lines; `side` changes the drawing. */
export function idCardPng(side: 'front' | 'back'): Buffer {
  const band: Rgb = side === 'front' ? [32, 96, 200] : [200, 80, 40];
  const ink: Rgb = [60, 64, 72];
  const rects: Rect[] = [{ x: 0, y: 0, width: 320, height: 36, color: band }];
  if (side === 'front') rects.push({ x: 16, y: 52, width: 88, height: 112, color: [150, 160, 175] });
  const textLeft = side === 'front' ? 120 : 16;
  for (let line = 0; line < 5; line += 1) {
    rects.push({ x: textLeft, y: 60 + line * 24, width: 180 - line * 18, height: 10, color: ink });
  }
  return encodePng(320, 200, [244, 242, 236], rects);
}

/**
 * A genuine PNG of random pixels at least `bytesMin` long: noise does not compress, so its size is about
 * width × height × 3, which lets a spec pick a real photo just over the upload limit.
 */
export function noisePng(bytesMin: number): Buffer {
  const side = Math.ceil(Math.sqrt(bytesMin / 3)) + 1;
  const stride = 1 + side * 3;
  const pixels = randomBytes(stride * side);
  for (let row = 0; row < side; row += 1) pixels[row * stride] = 0; // filter type "none" on every scanline
  return encodePixels(side, side, pixels);
}
