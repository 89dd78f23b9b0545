import { assertBuilt } from '../../e2e/fixtures/build-output';
import { measureCode } from './measure-code';

/** The Vibe-Coding figures alone, on an existing build: `npm run bench:code -w @polymath/bench`. */
async function main(): Promise<void> {
  assertBuilt();
  await measureCode();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
