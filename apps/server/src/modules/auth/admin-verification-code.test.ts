import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_VERIFICATION_CODE } from '@polymath/shared';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_CODE_FILE, createAdminVerificationCode } from './admin-verification-code';

const dataDirs: string[] = [];
afterAll(async () => {
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

async function issuedCode(now: () => number = Date.now) {
  const dataDir = await mkdtemp(join(tmpdir(), 'polymath-admin-code-'));
  dataDirs.push(dataDir);
  const holder = createAdminVerificationCode({
    dataDir,
    pageUrl: 'http://polymath.test/verify-email',
    logger: pino({ level: 'silent' }),
    now,
  });
  await holder.issue();
  const text = await readFile(join(dataDir, ADMIN_CODE_FILE), 'utf8');
  const code = /^ {2}([0-9A-Z]{5}-[0-9A-Z]{5})$/m.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return { holder, code };
}

describe('the administrator’s one-time code', () => {
  it('is read as written whatever the case, spaces and dashes, with O as 0 and I or L as 1', async () => {
    const { holder, code } = await issuedCode();
    const typed = ` ${code.toLowerCase().replace('-', ' ')} `.replace(/0/g, 'o').replace(/1/g, 'l');
    expect(holder.matches(typed)).toBe(true);
    expect(holder.use(typed)).toBe(true);
  });

  it('works once', async () => {
    const { holder, code } = await issuedCode();
    expect(holder.use(code)).toBe(true);
    expect(holder.matches(code)).toBe(false);
    expect(holder.use(code)).toBe(false);
  });

  it('stops working when its time is up', async () => {
    let time = Date.parse('2026-12-01T10:00:00Z');
    const { holder, code } = await issuedCode(() => time);
    time += ADMIN_VERIFICATION_CODE.minutes * 60_000 - 1;
    expect(holder.matches(code)).toBe(true);
    time += 1;
    expect(holder.matches(code)).toBe(false);
    expect(holder.use(code)).toBe(false);
  });

  it('stops working after the wrong tries it allows', async () => {
    const { holder, code } = await issuedCode();
    const wrong = code.startsWith('A') ? `B${code.slice(1)}` : `A${code.slice(1)}`;
    for (let index = 1; index < ADMIN_VERIFICATION_CODE.maxWrongTries; index += 1) {
      expect(holder.matches(wrong)).toBe(false);
    }
    expect(holder.matches(code)).toBe(true);
    expect(holder.matches(wrong)).toBe(false);
    expect(holder.matches(code)).toBe(false);
  });

  it('is replaced by a new one: the earlier code stops working and gets a new id', async () => {
    const { holder, code } = await issuedCode();
    const firstId = holder.id;
    await holder.issue();
    expect(holder.id).not.toBe(firstId);
    expect(holder.matches(code)).toBe(false);
  });

  it('is not made when its file cannot be written, and the log says so', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'polymath-admin-code-'));
    dataDirs.push(dir);
    // The data folder's path names a file: nothing can be written under it.
    const notAFolder = join(dir, 'file');
    await writeFile(notAFolder, '');
    const warnings: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) });
    const holder = createAdminVerificationCode({
      dataDir: notAFolder,
      pageUrl: 'http://polymath.test/verify-email',
      logger,
    });
    await holder.issue();
    expect(holder.id).toBe('none');
    expect(warnings.join('')).toContain("the administrator's one-time code could not be written");
  });
});
