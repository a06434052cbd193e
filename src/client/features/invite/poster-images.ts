/** The pictures on the poster: the QR code of the invite link and the app's icon, as drawable images. */
import { qrPngBlob } from '../../lib/qr/qr-code';
import { posterQrSidePx } from './poster-layout';

const logoSrc = `${import.meta.env.BASE_URL}icons/icon-192.png`;

function imageOf(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Image not loaded: ${src}`));
    image.src = src;
  });
}

export async function qrImage(link: string): Promise<CanvasImageSource> {
  const blob = await qrPngBlob(link, posterQrSidePx);
  const url = URL.createObjectURL(blob);
  try {
    return await imageOf(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The icon, or null when it cannot load: the poster is still complete with the app's name. */
export function logoImage(): Promise<CanvasImageSource | null> {
  return imageOf(logoSrc).catch(() => null);
}

/** The canvas as a PNG file, for saving and sharing. */
export function canvasPng(canvas: HTMLCanvasElement, fileName: string): Promise<File> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(new File([blob], fileName, { type: 'image/png' }));
      else reject(new Error('The poster could not be encoded'));
    }, 'image/png');
  });
}

/** Saves a file through a download link (works on every browser that can show the poster). */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
