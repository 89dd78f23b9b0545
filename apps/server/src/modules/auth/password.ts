import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing: argon2id (the library's default algorithm) with the OWASP minimum parameters
 * (19 MiB of memory, 2 iterations, 1 lane). The PHC string records them, so hashes made with other
 * parameters still verify.
 */
const OWASP_ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The argon2id PHC string of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OWASP_ARGON2ID);
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether the password matches the stored hash. Without a hash (unknown e-mail, or an account that
 * only signs in with Google) it still verifies against a throwaway hash, so the answer takes as long
 * as a real check and its timing does not tell which addresses have accounts.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('a password nobody has');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
