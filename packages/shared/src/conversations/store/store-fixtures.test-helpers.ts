import type { ConversationStoreOptions } from './store-options';

/** Store options with a fixed clock and predictable ids ('id-1', 'id-2', …), for tests. */
export function fixedOptions(iso = '2025-01-31T09:30:00.000Z'): Required<ConversationStoreOptions> {
  let counter = 0;
  return {
    now: new Date(iso),
    createId: () => {
      counter += 1;
      return `id-${counter}`;
    },
  };
}
