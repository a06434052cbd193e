// Proves the sizing and naming rules of the in-browser photo cleaner: large photos are scaled down to the side limit keeping their shape, small ones keep their size, and the upload's name and type follow the new encoding (the drawing itself is proven in Chromium by the funding e2e).
import { describe, expect, it } from 'vitest';
import {
  cleanedName,
  cleanedType,
  cleanPhotoSidePxMax,
  fittedSize,
} from '../../../../src/client/lib/image/clean-photo';

describe('fittedSize', () => {
  it('keeps a photo that fits', () => {
    expect(fittedSize({ width: 1170, height: 1600 })).toEqual({ width: 1170, height: 1600 });
  });

  it('scales the longer side down to the limit, keeping the shape', () => {
    expect(fittedSize({ width: 4000, height: 3000 })).toEqual({ width: cleanPhotoSidePxMax, height: 1200 });
    expect(fittedSize({ width: 1290, height: 2796 })).toEqual({ width: 738, height: 1600 });
  });

  it('never draws a side of zero pixels', () => {
    expect(fittedSize({ width: 10, height: 100_000 })).toEqual({ width: 1, height: 1600 });
  });
});

describe('the cleaned file', () => {
  it('stays PNG for a PNG and becomes JPEG otherwise', () => {
    expect(cleanedType('image/png')).toBe('image/png');
    expect(cleanedType('image/webp')).toBe('image/jpeg');
    expect(cleanedType('image/jpeg')).toBe('image/jpeg');
  });

  it('is named after the original with the new extension', () => {
    expect(cleanedName('IMG_0042.HEIC.webp', 'image/jpeg')).toBe('IMG_0042.HEIC.jpg');
    expect(cleanedName('proof.png', 'image/png')).toBe('proof.png');
    expect(cleanedName('.webp', 'image/jpeg')).toBe('photo.jpg');
  });
});
