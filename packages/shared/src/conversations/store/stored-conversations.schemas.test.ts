import { describe, expect, it } from 'vitest';
import { createConversationStore } from './conversation-ops';
import { StoredConversationsSchema } from './stored-conversations.schemas';
import { fixedOptions } from './store-fixtures.test-helpers';

describe('StoredConversationsSchema', () => {
  const store = createConversationStore(fixedOptions());

  it('accepts a version-2 store', () => {
    expect(StoredConversationsSchema.safeParse(store).success).toBe(true);
  });

  it('refuses another version', () => {
    expect(StoredConversationsSchema.safeParse({ ...store, version: 1 }).success).toBe(false);
  });

  it('refuses a store without conversations', () => {
    expect(StoredConversationsSchema.safeParse({ ...store, conversations: [] }).success).toBe(
      false,
    );
  });

  it('refuses an active id that names no conversation', () => {
    const parsed = StoredConversationsSchema.safeParse({ ...store, activeConversationId: 'gone' });
    expect(parsed.success).toBe(false);
  });
});
