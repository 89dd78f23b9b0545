/**
 * A random id for client-side records. `crypto.randomUUID` only exists in secure contexts, and a
 * self-hosted instance may be served over plain http on a LAN, so there is a fallback.
 */
export function createId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
