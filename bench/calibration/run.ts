import { existsSync } from 'node:fs';
import { SERVER_ENTRY } from '../../e2e/fixtures/build-output';
import { measureCalibration } from './measure-calibration';

/** The calibration alone, on an existing build: `npm run bench:calibration -w @polymath/bench`. */
async function main(): Promise<void> {
  if (!existsSync(SERVER_ENTRY)) throw new Error('Run npm run build first.');
  await measureCalibration();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
