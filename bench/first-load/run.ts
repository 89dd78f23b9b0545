import { assertBuilt } from '../../e2e/fixtures/build-output';
import { measureFirstLoad } from './measure-first-load';

/** The first-load figures alone, on an existing build: `npm run bench:first-load -w @polymath/bench`. */
async function main(): Promise<void> {
  assertBuilt();
  await measureFirstLoad();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
