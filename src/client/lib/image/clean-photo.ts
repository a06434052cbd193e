/**
 * Prepares a picked photo for upload in the browser: drawn to a canvas (upright, as the camera's orientation says)
 * and encoded again, so nothing of the original file travels but its pixels. That strips EXIF and every other
 * metadata block (GPS position, device, time) and shrinks a 12-megapixel camera photo to what a reviewer needs.
 */

/** The longest side of an uploaded photo: a screenshot or document stays readable, the file stays small. */
export const cleanPhotoSidePxMax = 1600;
/** JPEG quality of re-encoded photos: text on a screenshot stays sharp at this level. */
const jpegQuality = 0.88;

export interface PixelSize {
  width: number;
  height: number;
}

/** The size to draw at: the original when it fits, else scaled down to `sidePxMax` on the longer side. */
export function fittedSize(size: PixelSize, sidePxMax: number = cleanPhotoSidePxMax): PixelSize {
  const longest = Math.max(size.width, size.height);
  if (longest <= sidePxMax) return size;
  const scale = sidePxMax / longest;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** PNG stays PNG (screenshots: sharp text, flat colours); everything else becomes JPEG. */
export function cleanedType(type: string): 'image/png' | 'image/jpeg' {
  return type === 'image/png' ? 'image/png' : 'image/jpeg';
}

/** The picked file's name with the extension of its new type, so the upload's name does not lie. */
export function cleanedName(name: string, type: 'image/png' | 'image/jpeg'): string {
  const stem = name.replace(/\.[^.]*$/, '') || 'photo';
  return `${stem}.${type === 'image/png' ? 'png' : 'jpg'}`;
}

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded.'))),
      type,
      jpegQuality,
    );
  });
}

/**
 * The photo, redrawn and re-encoded. A PNG that is still larger than `bytesMax` after resizing (a noisy photo
 * saved as PNG) is encoded as JPEG instead. Throws when the browser cannot decode the file as an image.
 */
export async function cleanPhoto(file: File, bytesMax: number): Promise<File> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fittedSize({ width: bitmap.width, height: bitmap.height });
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas to redraw the photo on.');
    context.drawImage(bitmap, 0, 0, width, height);
    let type = cleanedType(file.type);
    let blob = await encode(canvas, type);
    if (blob.size > bytesMax && type === 'image/png') {
      type = 'image/jpeg';
      blob = await encode(canvas, type);
    }
    return new File([blob], cleanedName(file.name, type), { type, lastModified: Date.now() });
  } finally {
    bitmap.close();
  }
}
