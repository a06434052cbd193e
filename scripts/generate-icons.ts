/**
 * Writes the app's icons: an SVG per coin of the spec's list, the favicon, and the PNG app icons (192, 512,
 * maskable 512, Apple touch 180) rendered from the favicon in the system Chromium. Run it again after changing
 * the artwork: `npx tsx scripts/generate-icons.ts`; its output is committed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { coinIconColours, coinIconFontSize, coinIconLabel } from '../src/common/pairs';
import { chromiumLaunchOptions } from '../tests/e2e/support/chromium';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');

function coinSvg(coin: string): string {
  const label = coinIconLabel(coin);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
  <circle cx="32" cy="32" r="32" fill="${coinIconColours[coin]}"/>
  <circle cx="32" cy="32" r="27" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>
  <text x="32" y="32" dy=".35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${coinIconFontSize(label)}" fill="#fff">${label}</text>
</svg>
`;
}

/** A petrel in flight over a rising line: the mark, on the app's night-blue background. */
const markPath =
  'M10 40 C 20 30, 26 30, 32 36 C 38 30, 44 26, 54 24 C 46 30, 40 36, 32 44 C 26 38, 20 36, 10 40 Z';

function appIconSvg(maskable: boolean): string {
  const inset = maskable ? 'translate(12.8 12.8) scale(0.6)' : 'translate(6.4 6.4) scale(0.8)';
  const corner = maskable ? 0 : 14;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
  <rect width="64" height="64" rx="${corner}" fill="#0f1420"/>
  <g transform="${inset}">
    <path d="M8 50 L24 38 L34 44 L56 20" fill="none" stroke="#1fbf75" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" stroke-opacity=".55"/>
    <path d="${markPath}" fill="#f7b733"/>
  </g>
</svg>
`;
}

async function renderPng(svg: string, size: number, file: string): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const scaled = svg.replace('width="64" height="64"', `width="${size}" height="${size}"`);
    await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${scaled}`);
    await page.screenshot({
      path: file,
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
  } finally {
    await browser.close();
  }
}

await fs.mkdir(path.join(publicDir, 'coins'), { recursive: true });
await fs.mkdir(path.join(publicDir, 'icons'), { recursive: true });
for (const coin of Object.keys(coinIconColours)) {
  await fs.writeFile(path.join(publicDir, 'coins', `${coin.toLowerCase()}.svg`), coinSvg(coin));
}
await fs.writeFile(path.join(publicDir, 'favicon.svg'), appIconSvg(false));
await renderPng(appIconSvg(false), 192, path.join(publicDir, 'icons', 'icon-192.png'));
await renderPng(appIconSvg(false), 512, path.join(publicDir, 'icons', 'icon-512.png'));
await renderPng(appIconSvg(true), 512, path.join(publicDir, 'icons', 'icon-maskable-512.png'));
await renderPng(appIconSvg(true), 180, path.join(publicDir, 'icons', 'apple-touch-icon.png'));
process.stdout.write('Icons written to public/.\n');
