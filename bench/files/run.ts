import { assertBuilt } from '../../e2e/fixtures/build-output';
import { measureFiles } from './measure-files';

/** The file figures alone, on an existing build: `npm run bench:files -w @polymath/bench`. */
async function main(): Promise<void> {
  assertBuilt();
  await measureFiles();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
