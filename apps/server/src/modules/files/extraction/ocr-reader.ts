import { createRequire } from 'node:module';
import type { Worker } from 'tesseract.js';

/** Below this mean confidence, what OCR returns is noise read into a picture, not its text. */
const MIN_CONFIDENCE = 40;

/** Reads the text in images, one at a time, with Tesseract's English model. */
export interface OcrReader {
  /** The text in an encoded image (PNG, JPEG, GIF); empty when OCR finds none it trusts. */
  read(image: Uint8Array): Promise<string>;
  close(): Promise<void>;
}

// The model comes from @tesseract.js-data/eng in node_modules and is never cached or fetched.
function modelPath(): string {
  const require = createRequire(import.meta.url);
  return (require('@tesseract.js-data/eng') as { langPath: string }).langPath;
}

/**
 * An OCR reader whose Tesseract worker (a thread, two seconds to load) starts on the first image:
 * a PDF with a text layer never pays for it.
 */
export function createOcrReader(): OcrReader {
  let worker: Promise<Worker> | undefined;
  // Loaded on first use, like the worker: the reader process starts faster for other files.
  const start = async () => {
    const { createWorker } = await import('tesseract.js');
    return createWorker('eng', 1, {
      langPath: modelPath(),
      gzip: true,
      cacheMethod: 'none',
      // Without a handler tesseract.js also throws a failed job's error where nothing catches it;
      // the job's own promise rejects with it either way.
      errorHandler: () => {},
    });
  };
  return {
    async read(image) {
      worker ??= start();
      const { data } = await (await worker).recognize(Buffer.from(image));
      if (data.confidence < MIN_CONFIDENCE) return '';
      return data.text
        .replace(/[ \t]+\n/g, '\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
    },
    async close() {
      if (worker) await (await worker).terminate();
    },
  };
}
