// Proves the PNG writer: a valid file (signature, chunk CRCs, RGB header) whose decoded pixels are the background
// with the rectangles painted over it in order, clipped to the image, and each row's filter byte left at 0.
import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawPng, type Rgb } from '../../../src/server/lib/png';

interface Chunk {
  type: string;
  data: Buffer;
}

function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const typeAndData = png.subarray(offset + 4, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(typeAndData) >>> 0);
    chunks.push({ type: typeAndData.subarray(0, 4).toString('ascii'), data: typeAndData.subarray(4) });
    offset += 12 + length;
  }
  return chunks;
}

function decode(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks = readChunks(png);
  expect(chunks.map((item) => item.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = chunks[0]!.data;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  expect([header[8], header[9]]).toEqual([8, 2]);
  const raw = inflateSync(chunks[1]!.data);
  const stride = 1 + width * 3;
  expect(raw.length).toBe(stride * height);
  return {
    width,
    height,
    filterBytes: Array.from({ length: height }, (_, y) => raw[y * stride]),
    pixel: (x: number, y: number): Rgb => {
      const at = y * stride + 1 + x * 3;
      return [raw[at]!, raw[at + 1]!, raw[at + 2]!];
    },
  };
}

const paper: Rgb = [236, 240, 245];
const red: Rgb = [200, 10, 20];
const blue: Rgb = [5, 60, 250];

describe('drawPng', () => {
  it('paints the background, then each rectangle over the ones before it', () => {
    const image = decode(
      drawPng(6, 4, paper, [
        { x: 1, y: 1, width: 3, height: 2, color: red },
        { x: 3, y: 2, width: 2, height: 1, color: blue },
      ]),
    );
    expect([image.width, image.height]).toEqual([6, 4]);
    expect(image.filterBytes).toEqual([0, 0, 0, 0]);
    const expected = [
      [paper, paper, paper, paper, paper, paper],
      [paper, red, red, red, paper, paper],
      [paper, red, red, blue, blue, paper],
      [paper, paper, paper, paper, paper, paper],
    ];
    for (let y = 0; y < 4; y += 1) {
      for (let x = 0; x < 6; x += 1) expect(image.pixel(x, y), `pixel ${x},${y}`).toEqual(expected[y]![x]);
    }
  });

  it('clips rectangles that reach past the edges, and ignores empty ones', () => {
    const image = decode(
      drawPng(3, 3, paper, [
        { x: -2, y: 2, width: 10, height: 5, color: red },
        { x: 1, y: 0, width: 0, height: 3, color: blue },
      ]),
    );
    expect(image.filterBytes).toEqual([0, 0, 0]);
    expect([image.pixel(0, 1), image.pixel(2, 1)]).toEqual([paper, paper]);
    expect([image.pixel(0, 2), image.pixel(1, 2), image.pixel(2, 2)]).toEqual([red, red, red]);
    expect(image.pixel(1, 0)).toEqual(paper);
  });
});
