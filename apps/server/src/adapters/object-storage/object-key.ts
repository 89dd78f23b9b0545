import { randomUUID } from 'node:crypto';

/**
 * A new key for an uploaded file's original: random, so it says nothing of the file or its owner,
 * and spread over 256 folders by its first two characters so no folder grows too large.
 */
export function newOriginalKey(): string {
  const id = randomUUID();
  return `originals/${id.slice(0, 2)}/${id}`;
}
