/**
 * QR codes through qr-code-styling, shared by the screens that draw one (the deposit address, the invite poster).
 * The library is imported dynamically, inside these functions, so it downloads with the screen that draws a code and
 * never with the start-up bundle (ARCHITECTURE section 8). One set of options keeps every code readable: dark
 * modules on white, a quiet zone, and error correction M, which survives a scratched or badly lit screen.
 */
import type { Options } from 'qr-code-styling';

/** The dark modules: near-black on white is the contrast every camera decodes. */
export const qrDarkColor = '#0f1420';
export const qrLightColor = '#ffffff';

/** The quiet zone around the modules as a share of the side (the QR standard wants four modules). */
const quietZoneShare = 0.08;

export function qrOptions(data: string, sidePx: number, type: 'svg' | 'canvas'): Options {
  return {
    width: sidePx,
    height: sidePx,
    type,
    data,
    margin: Math.round(sidePx * quietZoneShare),
    qrOptions: { errorCorrectionLevel: 'M' },
    dotsOptions: { color: qrDarkColor, type: 'rounded' },
    backgroundOptions: { color: qrLightColor },
  };
}

/** The library itself, fetched on first use (the bundler makes it a chunk of its own). */
export async function loadQrCodeStyling() {
  return (await import('qr-code-styling')).default;
}

/** The code of `data` as a PNG image of `sidePx` square, to draw into a canvas of one's own. */
export async function qrPngBlob(data: string, sidePx: number): Promise<Blob> {
  const QRCodeStyling = await loadQrCodeStyling();
  const raw = await new QRCodeStyling(qrOptions(data, sidePx, 'canvas')).getRawData('png');
  if (!(raw instanceof Blob)) throw new Error('The QR code could not be drawn');
  return raw;
}
