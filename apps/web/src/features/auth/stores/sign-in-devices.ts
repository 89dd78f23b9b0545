import { STORAGE_KEYS } from '@polymath/shared';
import { z } from 'zod';
import { readStorage, writeStorage } from '@/lib/local-storage';

/** Accounts whose device token a browser keeps; the oldest is forgotten beyond this. */
const MAX_ACCOUNTS = 10;

const DevicesSchema = z.record(z.string(), z.string());

/** E-mails are compared as the server compares them: trimmed, lower case. */
function keyOf(email: string): string {
  return email.trim().toLowerCase();
}

function readDevices(): Record<string, string> {
  try {
    const parsed = DevicesSchema.safeParse(
      JSON.parse(readStorage(STORAGE_KEYS.signInDevices) ?? '{}'),
    );
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** This browser's device token for the account with `email`, if it signed in here before. */
export function deviceTokenFor(email: string): string | undefined {
  return readDevices()[keyOf(email)];
}

/** Keeps the device token the server gave this browser for the account with `email`. */
export function rememberDeviceToken(email: string, token: string): void {
  const { [keyOf(email)]: _previous, ...others } = readDevices();
  // Insertion order: the newest last, so the oldest go first when the list is full.
  const kept = Object.entries(others).slice(-(MAX_ACCOUNTS - 1));
  writeStorage(
    STORAGE_KEYS.signInDevices,
    JSON.stringify(Object.fromEntries([...kept, [keyOf(email), token]])),
  );
}
