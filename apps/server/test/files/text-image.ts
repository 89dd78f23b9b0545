import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createCanvas, GifEncoder, GlobalFonts } from '@napi-rs/canvas';

/*
 * Pictures of text for the OCR tests: lines drawn in DejaVu Sans, a font that comes from npm
 * (dejavu-fonts-ttf), so the pixels are the same on a machine without any system font.
 */

const FONT_FAMILY = 'PolymathFixtureSans';
let isFontRegistered = false;

function registerFont(): void {
  if (isFontRegistered) return;
  const require = createRequire(import.meta.url);
  GlobalFonts.registerFromPath(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'), FONT_FAMILY);
  isFontRegistered = true;
}

export interface TextImageOptions {
  /** Height of the letters in pixels: OCR reads 20 to 40 best. */
  fontPx?: number;
  /** Width of the picture; the lines must fit in it. */
  width?: number;
  format?: 'png' | 'jpeg' | 'gif';
}

/** A picture of the lines, black on white, one under the other: what a screenshot of text is. */
export function textImage(lines: string[], options: TextImageOptions = {}): Uint8Array {
  registerFont();
  const fontPx = options.fontPx ?? 24;
  const lineHeight = Math.round(fontPx * 1.5);
  const canvas = createCanvas(options.width ?? 720, lineHeight * (lines.length + 1));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  context.font = `${fontPx}px ${FONT_FAMILY}`;
  lines.forEach((line, index) => context.fillText(line, fontPx, lineHeight * (index + 1)));
  if (options.format === 'gif') {
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const encoder = new GifEncoder(canvas.width, canvas.height);
    encoder.addFrame(new Uint8Array(pixels.buffer), canvas.width, canvas.height, {});
    return new Uint8Array(encoder.finish());
  }
  const bytes =
    options.format === 'jpeg' ? canvas.toBuffer('image/jpeg', 95) : canvas.toBuffer('image/png');
  return new Uint8Array(bytes);
}

/**
 * Writes a PNG of the lines to `path` (for tests that hand a browser a file). From the e2e
 * workspace: `import { writeTextImagePng } from '../../apps/server/test/files/text-image'`.
 */
export async function writeTextImagePng(path: string, lines: string[]): Promise<void> {
  await writeFile(path, textImage(lines));
}
