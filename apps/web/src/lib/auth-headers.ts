import { ANONYMOUS_ID_HEADER, STORAGE_KEYS } from '@polymath/shared';
import { getAnonymousId } from './anonymous-id';
import { readStorage, removeStorage, writeStorage } from './local-storage';

// Holds the token only while local storage refuses it, so a sign-in still works for this page's life.
let memoryAuthToken: string | null = null;

/** The signed-in user's bearer token, or null for a guest. Stored as a plain string. */
export function getAuthToken(): string | null {
  return readStorage(STORAGE_KEYS.authToken) || memoryAuthToken;
}

/** Stores the bearer token after sign-in, or removes it (null) on sign-out. */
export function setAuthToken(token: string | null): void {
  if (token === null) {
    memoryAuthToken = null;
    removeStorage(STORAGE_KEYS.authToken);
    return;
  }
  memoryAuthToken = writeStorage(STORAGE_KEYS.authToken, token) ? null : token;
}

/**
 * The headers every API call carries: the bearer token when signed in, and always the anonymous id
 * (the server decides which one counts; neither grants any right by itself).
 */
export function getAuthHeaders(): Record<string, string> {
  const headers: Record<string, string> = { [ANONYMOUS_ID_HEADER]: getAnonymousId() };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}
