import { existsSync } from 'node:fs';
import { measureCalibration } from './calibration/measure-calibration';
import { measureChat } from './chat/run-chat-benchmarks';
import { measureCode } from './code/measure-code';
import { measureFiles } from './files/measure-files';
import { measureFirstLoad } from './first-load/measure-first-load';
import { SERVER_ENTRY, WEB_INDEX } from '../e2e/fixtures/build-output';
import { measureServer } from './server/measure-server';

async function main(): Promise<void> {
  if (!existsSync(SERVER_ENTRY) || !existsSync(WEB_INDEX)) {
    throw new Error('Run npm run build first.');
  }
  await measureFirstLoad();
  await measureServer();
  await measureChat();
  await measureFiles();
  await measureCode();
  await measureCalibration();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
