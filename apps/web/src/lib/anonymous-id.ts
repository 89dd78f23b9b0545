import { STORAGE_KEYS } from '@polymath/shared';
import { readStorage, writeStorage } from './local-storage';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Used only while local storage refuses writes (private mode, blocked storage): the id then lives as
// long as the page, instead of changing with every call.
let memoryAnonymousId: string | null = null;

/**
 * The random id this browser sends as a guest so the server can count its free messages. Created
 * once and kept in local storage; it identifies nothing but this browser's guest usage.
 */
export function getAnonymousId(): string {
  const storedId = readStorage(STORAGE_KEYS.anonymousId);
  if (storedId !== null && UUID_PATTERN.test(storedId)) return storedId;
  const anonymousId = memoryAnonymousId ?? createRandomUuid();
  memoryAnonymousId = writeStorage(STORAGE_KEYS.anonymousId, anonymousId) ? null : anonymousId;
  return anonymousId;
}

/** A version 4 UUID, also where `crypto.randomUUID` is missing (pages served over plain http). */
export function createRandomUuid(): string {
  // randomUUID exists only in secure contexts; a self-hosted instance is often reached over http.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // RFC 9562: the high nibble of byte 6 is the version (4), the top bits of byte 8 the variant (10).
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
