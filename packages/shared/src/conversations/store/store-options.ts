/**
 * What the store's operations take from the outside world, so they stay pure and testable: the
 * current time and a way to make ids. Both default to the real ones.
 */
export interface ConversationStoreOptions {
  now?: Date;
  createId?: () => string;
}

/** A random id for a conversation or message. */
export function createStoreId(): string {
  // crypto.randomUUID exists only in secure contexts, and a self-hosted instance may be served over
  // plain http on a LAN.
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The options with their defaults filled in. */
export function resolveStoreOptions(
  options: ConversationStoreOptions = {},
): Required<ConversationStoreOptions> {
  return { now: options.now ?? new Date(), createId: options.createId ?? createStoreId };
}
