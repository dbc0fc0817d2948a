/**
 * Rasterises the SVG with the Chromium the end-to-end tests already use (Debian's
 * /usr/bin/chromium through playwright-core): a real SVG renderer, no network, no
 * ImageMagick. Each size is drawn from the vector source onto a canvas of that size
 * (not scaled down from a large bitmap), and read back as straight RGBA.
 */
import { chromium } from 'playwright-core';
import type { Rgba } from './formats';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Runs in the page, so it is plain JavaScript (the Node side's TypeScript has no DOM types).
const DRAW = `async ({ source, size }) => {
  const image = new Image(size, size);
  image.src = source;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0, size, size);
  return Array.from(context.getImageData(0, 0, size, size).data);
}`;

export async function renderSvg(svg: string, sizes: readonly number[]): Promise<Rgba[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    const rendered: Rgba[] = [];
    for (const size of sizes) {
      const pixels = await page.evaluate<number[]>(`(${DRAW})(${JSON.stringify({ source, size })})`);
      rendered.push({ size, pixels: Uint8Array.from(pixels) });
    }
    return rendered;
  } finally {
    await browser.close();
  }
}
