import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { stubApiServer } from '@/testing/stub-api-server';
import { useConversationsStore } from '../stores/conversations-store';
import { setAsideLocalConversations } from '../stores/set-aside-conversations';
import { useConversationSync } from './use-conversation-sync';

const EMPTY_LIST = () =>
  Response.json({
    conversations: [],
    nextCursor: null,
    usage: { usedBytes: 0, quotaBytes: 1, conversationCount: 0, conversationLimit: 2000 },
  });

function Sync({ accountId }: { accountId: string | null }) {
  useConversationSync(accountId);
  return null;
}

function ask(question: string): void {
  const { create, addMessage } = useConversationsStore.getState();
  addMessage(create(), { role: 'user', content: question });
}

const questionsInView = () =>
  useConversationsStore
    .getState()
    .store.conversations.flatMap(({ messages }) => messages.map(({ content }) => content));

describe('the conversations sync follows the account', () => {
  it('clears one account’s conversations before another account’s sync starts', async () => {
    const seen = stubApiServer({ 'GET /api/conversations': EMPTY_LIST });
    const { rerender } = render(<Sync accountId="ada" />);
    ask('Ada’s question');
    rerender(<Sync accountId="grace" />);
    expect(questionsInView()).toEqual([]);
    await waitFor(() => expect(seen.filter(({ method }) => method === 'GET')).toHaveLength(2));
    // Nothing of Ada's was ever sent while Grace was signed in.
    expect(seen.filter(({ method }) => method === 'PUT')).toEqual([]);
  });

  it('gives a guest back the conversations set aside at the sign-in when the account leaves', () => {
    stubApiServer({ 'GET /api/conversations': EMPTY_LIST });
    ask('Asked as a guest');
    setAsideLocalConversations();
    const { rerender } = render(<Sync accountId="grace" />);
    ask('Grace’s question');
    rerender(<Sync accountId={null} />);
    expect(questionsInView()).toEqual(['Asked as a guest']);
  });
});
