import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { stubApiServer } from '@/testing/stub-api-server';
import { useConversationsStore } from '../stores/conversations-store';
import { setAsideLocalConversations } from '../stores/set-aside-conversations';
import { readableConversations, useSignedOutCopiesStore } from '../stores/signed-out-copies';
import { useConversationSync } from './use-conversation-sync';

const EMPTY_LIST = () =>
  Response.json({
    conversations: [],
    nextCursor: null,
    usage: { usedBytes: 0, quotaBytes: 1, conversationCount: 0, conversationLimit: 2000 },
  });

interface SyncProps {
  accountId: string | null;
  expiredSession?: { accountId: string; name: string } | null;
}

function Sync({ accountId, expiredSession = null }: SyncProps) {
  useConversationSync(accountId, expiredSession);
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

  it('keeps an account’s conversations readable when the server ended its session, and gives them back at its next sign-in', async () => {
    const seen = stubApiServer({
      'GET /api/conversations': EMPTY_LIST,
      'PUT /api/conversations/:id': () => Response.json({}),
    });
    const { rerender } = render(<Sync accountId="grace" />);
    ask('Grace’s unsynced question');
    const expired = { accountId: 'grace', name: 'Grace' };
    rerender(<Sync accountId={null} expiredSession={expired} />);
    // Out of the list: nothing of Grace's is sent as the guest's or to another account.
    expect(questionsInView()).toEqual([]);
    const copies = useSignedOutCopiesStore.getState().copies;
    expect(copies?.name).toBe('Grace');
    expect(readableConversations(copies!).map(({ messages }) => messages[0]?.content)).toEqual([
      'Grace’s unsynced question',
    ]);

    rerender(<Sync accountId="ada" />);
    expect(questionsInView()).toEqual([]);
    expect(useSignedOutCopiesStore.getState().copies?.accountId).toBe('grace');

    rerender(<Sync accountId={null} />);
    rerender(<Sync accountId="grace" />);
    expect(questionsInView()).toEqual(['Grace’s unsynced question']);
    expect(useSignedOutCopiesStore.getState().copies).toBeNull();
    await waitFor(() => expect(seen.some(({ method }) => method === 'PUT')).toBe(true));
  });

  it('keeps nothing when the person signed out themselves', () => {
    stubApiServer({ 'GET /api/conversations': EMPTY_LIST });
    const { rerender } = render(<Sync accountId="grace" />);
    ask('Grace’s question');
    rerender(<Sync accountId={null} />);
    expect(useSignedOutCopiesStore.getState().copies).toBeNull();
  });
});
