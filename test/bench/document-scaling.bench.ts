/**
 * Scaling a scanned image to the desk's document limit (1 MB): in the core with sharp (main/claims/document-fit.ts,
 * what ClaimDesk does) against the page's canvas (createImageBitmap, OffscreenCanvas, convertToBlob as JPEG at the
 * same quality), measured in Debian's Chromium through Playwright. Both run the same search: the long side at most
 * A4 at 300 dpi, then smaller by the square root of the excess until the JPEG fits. Three images a phone or a
 * scanner makes: a 12 MP phone photo of a page (JPEG), an A4 page scanned at 300 dpi (PNG) and a 24 MP photo (JPEG).
 * Figures: the time of each (median of 3) and the size of what is stored; the ratio is the canvas's total time over
 * sharp's (target ≥ 1: sharp is no slower).
 */
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { fitDocument } from '../../main/claims/document-fit';
import { DEFAULT_DOCUMENT_SIZE_LIMIT } from '../../shared/domain/settings';
import type { BenchLine } from './bench-line';
import { percentile } from './stats';

const LIMIT = DEFAULT_DOCUMENT_SIZE_LIMIT;
const RUNS = 3;

/** A page of text lines on paper, with a sensor's grain: compresses as a real photo of a page does. */
async function page(width: number, height: number, format: 'jpeg' | 'png', grain: number): Promise<Buffer> {
  const lines = Array.from({ length: 40 }, (_, i) => {
    const y = Math.round(height * (0.08 + i * 0.021));
    const length = Math.round(width * (0.5 + ((i * 37) % 30) / 100));
    return `<rect x="${Math.round(width * 0.1)}" y="${y}" width="${length}" height="${Math.max(4, Math.round(height * 0.006))}" fill="#333"/>`;
  }).join('');
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${lines}</svg>`);
  const paper = sharp({
    create: { width, height, channels: 3, background: '#f4f1ea', noise: { type: 'gaussian', mean: 235, sigma: grain } },
  });
  const base = await paper.png().toBuffer();
  const composed = sharp(base).composite([{ input: svg }]);
  return format === 'jpeg' ? composed.jpeg({ quality: 92 }).toBuffer() : composed.png().toBuffer();
}

/** The canvas variant, run in the page: the same search as fitDocument. Answers [milliseconds, bytes]. */
const CANVAS_FIT = `async ({ base64, type, limit }) => {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const started = performance.now();
  const bitmap = await createImageBitmap(new Blob([bytes], { type }));
  let side = Math.min(Math.max(bitmap.width, bitmap.height), 3508);
  let size = bytes.length;
  for (let attempt = 0; attempt < 6 && side >= 1000; attempt += 1) {
    const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
    size = blob.size;
    if (size <= limit) break;
    side = Math.floor(side * Math.sqrt(limit / size) * 0.95);
  }
  return [performance.now() - started, size];
}`;

const median = (values: number[]): number => percentile(values, 50);
const mb = (bytes: number): string => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

export async function run(report: (line: BenchLine) => void): Promise<void> {
  const images = [
    { name: '12 MP phone photo (JPEG)', type: 'image/jpeg', content: await page(4000, 3000, 'jpeg', 6) },
    { name: 'A4 300 dpi scan (PNG)', type: 'image/png', content: await page(2480, 3508, 'png', 3) },
    { name: '24 MP photo (JPEG)', type: 'image/jpeg', content: await page(6000, 4000, 'jpeg', 8) },
  ];
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const tab = await browser.newPage();
    let sharpTotal = 0;
    let canvasTotal = 0;
    for (const image of images) {
      const sharpTimes: number[] = [];
      let sharpSize = 0;
      const canvasTimes: number[] = [];
      let canvasSize = 0;
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        const fitted = await fitDocument({ fileName: 'scan', content: image.content }, LIMIT);
        sharpTimes.push(performance.now() - started);
        sharpSize = fitted.content.length;
        const [ms, bytes] = await tab.evaluate<[number, number]>(
          `(${CANVAS_FIT})(${JSON.stringify({
            base64: image.content.toString('base64'),
            type: image.type,
            limit: LIMIT,
          })})`,
        );
        canvasTimes.push(ms);
        canvasSize = bytes;
      }
      sharpTotal += median(sharpTimes);
      canvasTotal += median(canvasTimes);
      report({
        name: `document scaling: ${image.name}, ${mb(image.content.length)} → at most ${mb(LIMIT)}`,
        figures: {
          'sharp (core), median': `${median(sharpTimes).toFixed(0)} ms, ${mb(sharpSize)}`,
          'canvas (Chromium page), median': `${median(canvasTimes).toFixed(0)} ms, ${mb(canvasSize)}`,
        },
      });
    }
    const ratio = canvasTotal / sharpTotal;
    report({
      name: 'document scaling: canvas time ÷ sharp time, the three images',
      figures: { sharp: `${sharpTotal.toFixed(0)} ms`, canvas: `${canvasTotal.toFixed(0)} ms` },
      ratio: { label: 'canvas ÷ sharp', value: ratio, target: '≥ 1 (sharp no slower)', pass: ratio >= 1 },
    });
  } finally {
    await browser.close();
  }
}
