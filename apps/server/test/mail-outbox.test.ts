import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailSender } from '../src/adapters/mail/create-mail-sender';
import { MAIL_OUTBOX_FOLDER } from '../src/adapters/mail/outbox-mail-sender';
import { captureLogs } from './build-test-app';

describe('mails without SMTP_URL', () => {
  let dataDir = '';
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('are written to a file only the server can read, and the log names the file, not the link', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'polymath-outbox-'));
    const logs = captureLogs();
    const sender = await createMailSender(
      {
        SMTP_URL: undefined,
        MAIL_FROM: 'Polymath <no-reply@example.org>',
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
      },
      logs.logger,
    );
    const link = 'http://localhost:3000/verify-email#Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
    await sender.send({
      to: 'ada@example.org',
      subject: 'Verify your address',
      text: `Open ${link}`,
    });

    const outbox = join(dataDir, MAIL_OUTBOX_FOLDER);
    const [name] = await readdir(outbox);
    if (!name) throw new Error('no mail in the outbox');
    const file = join(outbox, name);
    expect(await readFile(file, 'utf8')).toContain(link);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(outbox)).mode & 0o777).toBe(0o700);
    const logged = JSON.stringify(logs.lines);
    expect(logged).toContain(file);
    expect(logged).not.toContain('Zm9vYmFy');
  });
});
