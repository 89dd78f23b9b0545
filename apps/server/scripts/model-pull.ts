// `npm run model:pull`: downloads the recommended local model (or MODEL_URL) into DATA_DIR/models,
// checks its SHA-256 and prints the LOCAL_MODEL_PATH line that makes the server use it.
import { basename, join } from 'node:path';
import { EnvError, loadEnv } from '../src/config/env';
import {
  formatBytes,
  ModelPullError,
  pullModel,
  RECOMMENDED_MODEL,
} from '../src/adapters/ai/local/pull-model';

const BAR_WIDTH = 30;
/** Plain progress lines (no terminal) come every this many percent. */
const LINE_STEP_PERCENT = 10;

function progressPrinter(isTerminal: boolean): (received: number, total?: number) => void {
  const started = Date.now();
  let lastLine = -1;
  let lastDraw = 0;
  return (received, total) => {
    const percent = total ? Math.floor((received / total) * 100) : undefined;
    const seconds = Math.max((Date.now() - started) / 1000, 0.001);
    const speed = `${formatBytes(received / seconds)}/s`;
    const amount = total
      ? `${formatBytes(received)} of ${formatBytes(total)}`
      : formatBytes(received);
    if (isTerminal) {
      const now = Date.now();
      if (now - lastDraw < 100 && received !== total) return;
      lastDraw = now;
      const filled = percent === undefined ? 0 : Math.round((percent / 100) * BAR_WIDTH);
      const bar = `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}]`;
      process.stdout.write(`\r${bar} ${percent ?? '?'}%  ${amount}  ${speed}   `);
      if (received === total) process.stdout.write('\n');
      return;
    }
    const step = percent === undefined ? undefined : Math.floor(percent / LINE_STEP_PERCENT);
    if (step !== undefined && step > lastLine) {
      lastLine = step;
      console.log(`downloaded ${percent}%: ${amount} (${speed})`);
    }
  };
}

async function main(): Promise<number> {
  let dataDir: string;
  try {
    dataDir = loadEnv().DATA_DIR;
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const url = process.env['MODEL_URL'] || RECOMMENDED_MODEL.url;
  const isRecommended = url === RECOMMENDED_MODEL.url;
  const fileName = isRecommended
    ? RECOMMENDED_MODEL.fileName
    : basename(new URL(url).pathname) || 'model.gguf';
  const destination = join(dataDir, 'models', fileName);
  const sha256 =
    process.env['MODEL_SHA256'] || (isRecommended ? RECOMMENDED_MODEL.sha256 : undefined);
  console.log(`Downloading ${url}\n  to ${destination}`);
  try {
    const pulled = await pullModel({
      url,
      destination,
      sha256,
      onProgress: progressPrinter(process.stdout.isTTY),
      onResume: (bytes) =>
        console.log(`Continuing an earlier download from ${formatBytes(bytes)}.`),
    });
    console.log(
      pulled.wasPresent
        ? `The model is already there and intact (${formatBytes(pulled.bytes)}).`
        : `Downloaded and verified ${formatBytes(pulled.bytes)} (SHA-256 ${pulled.sha256}).`,
    );
    console.log(
      `\nTo answer with it, set this (in .env or the environment) and restart the server:\n`,
    );
    console.log(`LOCAL_MODEL_PATH=${pulled.path}`);
    return 0;
  } catch (error) {
    if (error instanceof ModelPullError) {
      console.error(`\n${error.message}`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();
