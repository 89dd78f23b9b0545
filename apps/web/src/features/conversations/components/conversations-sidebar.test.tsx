import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONVERSATION_STORE } from '@polymath/shared';
import { ConfirmDialogHost } from '@/components/ui/confirm-dialog';
import { TooltipProvider } from '@/components/ui/tooltip';
import { resetConversationsStore, useConversationsStore } from '../stores/conversations-store';
import { getActiveId, makeConversation, seedConversations } from '../testing/conversation-fixtures';
import { ConversationsSidebar } from './conversations-sidebar';

const DELETE_TEXT =
  'Are you sure you want to delete this conversation? This action cannot be undone.';
// A fixed local "now", so date labels do not depend on when the suite runs.
const NOW = new Date(2026, 10, 21, 15, 0);
const daysBefore = (days: number, hour = 10) =>
  new Date(NOW.getFullYear(), NOW.getMonth(), NOW.getDate() - days, hour, 5);

function renderSidebar(props: { defaultCollapsed?: boolean } = {}) {
  render(
    <TooltipProvider>
      <ConversationsSidebar {...props} />
      <ConfirmDialogHost />
    </TooltipProvider>,
  );
  return userEvent.setup();
}

/** Deletes a row and answers the app's confirmation; the window's own `confirm` is never used. */
async function deleteRow(user: ReturnType<typeof userEvent.setup>, title: string, answer: string) {
  await user.click(screen.getByRole('button', { name: `Delete ${title}` }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete conversation' });
  await user.click(within(dialog).getByRole('button', { name: answer }));
}

function rowTitles() {
  const list = screen.getByRole('list', { name: 'Conversation list' });
  return within(list)
    .getAllByRole('listitem')
    .map((row) => within(row).getAllByRole('button')[0]?.querySelector('.truncate')?.textContent);
}

function seedThree() {
  seedConversations(
    [
      makeConversation({
        id: 'old',
        title: 'Old recipes',
        updatedAt: daysBefore(10),
        messages: ['Pasta'],
      }),
      makeConversation({
        id: 'new',
        title: 'Newest physics',
        updatedAt: daysBefore(0),
        messages: ['Gravity waves'],
      }),
      makeConversation({
        id: 'mid',
        title: 'Middle history',
        updatedAt: daysBefore(3),
        messages: ['Roman roads and bridges'],
      }),
    ],
    'new',
  );
}

describe('ConversationsSidebar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    resetConversationsStore();
  });
  afterEach(() => resetConversationsStore());

  it('lists conversations by last update, newest first, the active one marked', () => {
    seedThree();
    renderSidebar();
    expect(rowTitles()).toEqual(['Newest physics', 'Middle history', 'Old recipes']);
    expect(
      screen.getByRole('button', { name: /Newest physics/, current: true }),
    ).toBeInTheDocument();
  });

  it('labels dates: time today, Yesterday, N days ago under a week, else the full date', () => {
    seedConversations([
      makeConversation({ id: 'today', title: 'Today chat', updatedAt: daysBefore(0, 14) }),
      makeConversation({ id: 'yesterday', title: 'Yesterday chat', updatedAt: daysBefore(1) }),
      makeConversation({ id: 'six', title: 'Six days chat', updatedAt: daysBefore(6) }),
      makeConversation({ id: 'seven', title: 'Seven days chat', updatedAt: daysBefore(7) }),
    ]);
    renderSidebar();
    const dateOf = (title: string) =>
      screen.getByRole('button', { name: new RegExp(`^${title}`) }).querySelector('time')
        ?.textContent;
    expect(dateOf('Today chat')).toMatch(/^\d{1,2}:05/);
    expect(dateOf('Yesterday chat')).toBe('Yesterday');
    expect(dateOf('Six days chat')).toBe('6 days ago');
    expect(dateOf('Seven days chat')).toMatch(/2026/);
  });

  it('shows Untitled Conversation for a conversation without a title', () => {
    renderSidebar();
    expect(rowTitles()).toEqual(['Untitled Conversation']);
  });

  it('makes a picked conversation active', async () => {
    seedThree();
    const user = renderSidebar();
    await user.click(screen.getByRole('button', { name: /^Old recipes/ }));
    expect(getActiveId()).toBe('old');
    expect(screen.getByRole('button', { name: /^Old recipes/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('starts a new conversation, made active and listed first', async () => {
    seedThree();
    const user = renderSidebar();
    await user.click(screen.getByRole('button', { name: 'New Conversation' }));
    expect(rowTitles()[0]).toBe('Untitled Conversation');
    expect(rowTitles()).toHaveLength(4);
    expect(getActiveId()).not.toBe('new');
  });

  describe('rename', () => {
    it('Enter confirms the trimmed title', async () => {
      seedThree();
      const user = renderSidebar();
      await user.click(screen.getByRole('button', { name: 'Rename Middle history' }));
      const field = screen.getByRole('textbox', { name: 'Conversation title' });
      expect(field).toHaveFocus();
      await user.clear(field);
      await user.type(field, '  Ancient Rome  {Enter}');
      expect(screen.queryByRole('textbox', { name: 'Conversation title' })).not.toBeInTheDocument();
      expect(rowTitles()).toContain('Ancient Rome');
      expect(
        useConversationsStore.getState().store.conversations.find(({ id }) => id === 'mid')?.title,
      ).toBe('Ancient Rome');
    });

    it('Escape cancels', async () => {
      seedThree();
      const user = renderSidebar();
      await user.click(screen.getByRole('button', { name: 'Rename Middle history' }));
      await user.type(
        screen.getByRole('textbox', { name: 'Conversation title' }),
        ' changed{Escape}',
      );
      expect(screen.queryByRole('textbox', { name: 'Conversation title' })).not.toBeInTheDocument();
      expect(rowTitles()).toEqual(['Newest physics', 'Middle history', 'Old recipes']);
    });

    it('leaving the field confirms', async () => {
      seedThree();
      const user = renderSidebar();
      await user.click(screen.getByRole('button', { name: 'Rename Old recipes' }));
      await user.keyboard('Soups{Tab}');
      expect(screen.queryByRole('textbox', { name: 'Conversation title' })).not.toBeInTheDocument();
      expect(rowTitles()).toEqual(['Newest physics', 'Middle history', 'Soups']);
    });

    it('works from the keyboard alone', async () => {
      seedThree();
      const user = renderSidebar();
      screen.getByRole('button', { name: /^Newest physics/ }).focus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Rename Newest physics' })).toHaveFocus();
      await user.keyboard('{Enter}');
      await user.keyboard('Black holes{Enter}');
      expect(rowTitles()[0]).toBe('Black holes');
    });

    it('ignores a blank title', async () => {
      seedThree();
      const user = renderSidebar();
      await user.click(screen.getByRole('button', { name: 'Rename Middle history' }));
      const field = screen.getByRole('textbox', { name: 'Conversation title' });
      await user.clear(field);
      await user.type(field, '   {Enter}');
      expect(screen.queryByRole('textbox', { name: 'Conversation title' })).not.toBeInTheDocument();
      expect(rowTitles()).toEqual(['Newest physics', 'Middle history', 'Old recipes']);
    });
  });

  describe('delete', () => {
    it('asks in the app dialog with the exact text and keeps the conversation when cancelled', async () => {
      seedThree();
      const confirm = vi.spyOn(window, 'confirm');
      const user = renderSidebar();
      await user.click(screen.getByRole('button', { name: 'Delete Old recipes' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete conversation' });
      expect(dialog).toHaveAccessibleDescription(DELETE_TEXT);
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(rowTitles()).toContain('Old recipes');
      await deleteRow(user, 'Old recipes', 'Cancel');
      expect(rowTitles()).toContain('Old recipes');
      expect(confirm).not.toHaveBeenCalled();
    });

    it('removes the conversation once confirmed, the active one staying active', async () => {
      seedThree();
      const user = renderSidebar();
      await deleteRow(user, 'Old recipes', 'Delete');
      expect(rowTitles()).toEqual(['Newest physics', 'Middle history']);
      expect(getActiveId()).toBe('new');
    });

    it('deleting the active one activates the first remaining', async () => {
      seedThree();
      const user = renderSidebar();
      await deleteRow(user, 'Newest physics', 'Delete');
      expect(rowTitles()).toEqual(['Middle history', 'Old recipes']);
      expect(getActiveId()).toBe('mid');
      expect(screen.getByRole('button', { name: /^Middle history/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
    });

    it('deleting the last one leaves a fresh conversation', async () => {
      seedConversations([
        makeConversation({
          id: 'only',
          title: 'Only one',
          updatedAt: daysBefore(2),
          messages: ['Hi'],
        }),
      ]);
      const user = renderSidebar();
      await deleteRow(user, 'Only one', 'Delete');
      expect(rowTitles()).toEqual(['Untitled Conversation']);
      const { store } = useConversationsStore.getState();
      expect(store.conversations).toHaveLength(1);
      expect(store.conversations[0]?.id).not.toBe('only');
      expect(store.activeConversationId).toBe(store.conversations[0]?.id);
    });
  });

  describe('search', () => {
    it('filters by title and by message content, case-insensitively', async () => {
      seedThree();
      const user = renderSidebar();
      const search = screen.getByRole('searchbox', { name: 'Search conversations' });
      await user.type(search, 'PHYSICS');
      expect(rowTitles()).toEqual(['Newest physics']);
      await user.clear(search);
      await user.type(search, 'bridges');
      expect(rowTitles()).toEqual(['Middle history']);
      await user.clear(search);
      expect(rowTitles()).toHaveLength(3);
    });

    it('says so when nothing matches', async () => {
      seedThree();
      const user = renderSidebar();
      await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'zebra');
      expect(screen.getByText('No conversations match your search.')).toBeInTheDocument();
    });
  });

  it('collapses to a narrow icon strip and expands again', async () => {
    seedThree();
    const user = renderSidebar();
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    const sidebar = screen.getByRole('complementary', { name: 'Conversations' });
    expect(sidebar).toHaveClass(`w-${CONVERSATION_STORE.sidebarCollapsedWidthUnits}`);
    expect(screen.queryByRole('list', { name: 'Conversation list' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New Conversation' }));
    expect(useConversationsStore.getState().store.conversations).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(screen.getByRole('list', { name: 'Conversation list' })).toBeInTheDocument();
  });
});
