import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ADMIN_VERIFICATION_CODE, PRODUCT_NAME } from '@polymath/shared';

/** The file in DATA_DIR holding the code while it works. */
export const ADMIN_CODE_FILE = 'admin-verification-code.txt';

// Crockford's base32: no I, L, O or U, so nothing read off a screen is mistaken for another letter.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 10 characters of 32: 50 bits, against at most ADMIN_VERIFICATION_CODE.maxWrongTries guesses. */
const CODE_LENGTH = 10;

/**
 * The one-time code that lets whoever runs a server without mail verify an `ADMIN_EMAILS`
 * address. It lives in this process only as a SHA-256 hash; the code itself goes to a file in
 * `DATA_DIR` readable only by the server's user, and the log names the file, never the code (a
 * log travels further than the data folder, and this code makes an administrator).
 */
export interface AdminVerificationCode {
  /** Names the code that works now (rate-limit keys), so a new code starts with fresh tries. */
  readonly id: string;
  /**
   * Makes a new code (any earlier one stops working), writes its file and logs where it is; when
   * the file cannot be written, logs why and leaves no code.
   */
  issue(): Promise<void>;
  /** Whether `code` is the working code. A wrong one counts: past the limit the code stops. */
  matches(code: string): boolean;
  /** Uses the working code: true once, for the right code within its time; false otherwise. */
  use(code: string): boolean;
  /** Forgets the code and removes its file (used, no longer needed, or left by an earlier run). */
  withdraw(): Promise<void>;
}

/** Where the code's notices go; Fastify's logger fits. */
interface AdminCodeLogger {
  warn(details: object, message: string): void;
}

interface IssuedCode {
  id: string;
  hash: Buffer;
  expiresAt: number;
  wrongTries: number;
}

export function createAdminVerificationCode(options: {
  dataDir: string;
  /** The page that takes the code: PUBLIC_BASE_URL's /verify-email. */
  pageUrl: string;
  logger: AdminCodeLogger;
  now?: () => number;
}): AdminVerificationCode {
  const now = options.now ?? Date.now;
  const file = join(options.dataDir, ADMIN_CODE_FILE);
  let current: IssuedCode | undefined;

  const isWorking = (code: IssuedCode | undefined): code is IssuedCode =>
    code !== undefined &&
    code.expiresAt > now() &&
    code.wrongTries < ADMIN_VERIFICATION_CODE.maxWrongTries;

  function isRight(code: IssuedCode, typed: string): boolean {
    return timingSafeEqual(code.hash, hashOf(normaliseCode(typed)));
  }

  return {
    get id() {
      return current?.id ?? 'none';
    },

    async issue() {
      current = undefined;
      const code = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(32)]).join('');
      const expiresAt = now() + ADMIN_VERIFICATION_CODE.minutes * 60_000;
      try {
        await mkdir(options.dataDir, { recursive: true });
        // A new file each time, so it is made with these permissions whatever an old one had.
        await rm(file, { force: true });
        await writeFile(file, codeFileText(code, options.pageUrl, new Date(expiresAt)), {
          mode: 0o600,
          flag: 'wx',
        });
      } catch (error) {
        // The server starts anyway: the verification links still wait in the mail outbox.
        options.logger.warn(
          { err: error, file },
          "the administrator's one-time code could not be written",
        );
        return;
      }
      current = { id: randomUUID(), hash: hashOf(code), expiresAt, wrongTries: 0 };
      options.logger.warn(
        { file, page: options.pageUrl },
        `No mail server (SMTP_URL is not set): to verify the account of an ADMIN_EMAILS address, open ${options.pageUrl} and enter the one-time code in ${file} (it works once, for ${ADMIN_VERIFICATION_CODE.minutes} minutes)`,
      );
    },

    matches(typed) {
      const code = current;
      if (!isWorking(code)) return false;
      if (isRight(code, typed)) return true;
      code.wrongTries += 1;
      if (code.wrongTries === ADMIN_VERIFICATION_CODE.maxWrongTries) {
        options.logger.warn(
          { wrongTries: code.wrongTries },
          `The administrator's one-time code stopped working after ${code.wrongTries} wrong tries; restart the server for a new one`,
        );
      }
      return false;
    },

    use(typed) {
      // Synchronous from check to forgetting: two requests with the code cannot both use it.
      const code = current;
      if (!isWorking(code) || !isRight(code, typed)) return false;
      current = undefined;
      return true;
    },

    async withdraw() {
      current = undefined;
      await rm(file, { force: true });
    },
  };
}

/** The code as typed, as written: case, spaces and dashes aside, O read as 0 and I or L as 1. */
function normaliseCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

function hashOf(code: string): Buffer {
  return createHash('sha256').update(code).digest();
}

function codeFileText(code: string, pageUrl: string, expiresAt: Date): string {
  return [
    `${PRODUCT_NAME}: the one-time code for this server's administrator`,
    '',
    'This server sends no mail (SMTP_URL is not set), so no verification link reaches an inbox.',
    'To verify the account of an ADMIN_EMAILS address (sign up with it first), open',
    '',
    `  ${pageUrl}`,
    '',
    'and enter the address, this code and the password you choose for the account:',
    '',
    `  ${code.slice(0, 5)}-${code.slice(5)}`,
    '',
    `It works once, until ${expiresAt.toISOString()}. Restarting the server writes a new code.`,
    '',
  ].join('\n');
}
