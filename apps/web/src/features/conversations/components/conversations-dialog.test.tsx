import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONVERSATION_PREVIEW_CHARS } from '@polymath/shared';
import { resetConversationsStore, useConversationsStore } from '../stores/conversations-store';
import { getActiveId, makeConversation, seedConversations } from '../testing/conversation-fixtures';
import { ConversationsDialog } from './conversations-dialog';

const NOW = new Date(2026, 10, 21, 15, 0);
const LONG_ANSWER =
  'Photosynthesis turns light, water and carbon dioxide into sugar and oxygen inside the chloroplasts.';

function renderDialog() {
  const onOpenChange = vi.fn();
  render(<ConversationsDialog open onOpenChange={onOpenChange} />);
  return { onOpenChange, user: userEvent.setup() };
}

function rows() {
  const list = screen.getByRole('list', { name: 'Conversation list' });
  return within(list).getAllByRole('button');
}

function seed() {
  seedConversations(
    [
      makeConversation({
        id: 'older',
        title: 'Plants',
        updatedAt: new Date(2026, 10, 20, 9, 0),
        messages: ['How do plants eat?', LONG_ANSWER],
      }),
      makeConversation({ id: 'newer', updatedAt: new Date(2026, 10, 21, 14, 0), messages: ['Hi'] }),
    ],
    'older',
  );
}

describe('ConversationsDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    resetConversationsStore();
  });

  it('lists conversations newest first with title or Untitled Conversation, preview and date', () => {
    seed();
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Conversations' })).toBeInTheDocument();
    const [newer, older] = rows();
    expect(newer).toHaveTextContent('Untitled Conversation');
    expect(newer).toHaveTextContent('Hi');
    expect(older).toHaveTextContent('Plants');
    expect(older).toHaveTextContent('Yesterday');
    expect(older).toHaveTextContent(`${LONG_ANSWER.slice(0, CONVERSATION_PREVIEW_CHARS)}...`);
    expect(older).not.toHaveTextContent(LONG_ANSWER.slice(0, CONVERSATION_PREVIEW_CHARS + 1));
  });

  it('makes a picked conversation active and closes', async () => {
    seed();
    const { onOpenChange, user } = renderDialog();
    await user.click(rows()[0]!);
    expect(getActiveId()).toBe('newer');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('Start New Conversation makes a fresh active conversation and closes', async () => {
    seed();
    const { onOpenChange, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Start New Conversation' }));
    const { store } = useConversationsStore.getState();
    expect(store.conversations).toHaveLength(3);
    expect(['older', 'newer']).not.toContain(store.activeConversationId);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
