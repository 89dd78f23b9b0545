import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { findFreePort } from '../../e2e/fixtures/free-port';

const HOST = '127.0.0.1';

/**
 * The yardstick for the server's own cost per request: a bare node:http server in a process of its
 * own, answering what GET /api/health answers.
 */
export async function startBareHttpServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await findFreePort(HOST);
  const source = `require('node:http').createServer((req, res) => {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ status: 'ok', version: '0.1.0' }));
  }).listen(${port}, '${HOST}', () => process.stdout.write('listening'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  await once(child.stdout, 'data');
  return {
    url: `http://${HOST}:${port}/`,
    stop: async () => {
      child.kill();
      if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
    },
  };
}
