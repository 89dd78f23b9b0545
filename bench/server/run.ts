import { existsSync } from 'node:fs';
import { SERVER_ENTRY } from '../../e2e/fixtures/build-output';
import { measureServer } from './measure-server';

// `npm run bench:server -w @polymath/bench`: the server's figures alone (after npm run build).
if (!existsSync(SERVER_ENTRY)) throw new Error('Run npm run build first.');
await measureServer();
