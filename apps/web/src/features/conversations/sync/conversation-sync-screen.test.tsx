import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  STORAGE_KEYS,
  summarizeConversation,
  type Conversation,
  type StorageUsage,
} from '@polymath/shared';
import { Toaster } from '@/components/ui/toast';
import { TooltipProvider } from '@/components/ui/tooltip';
import { readStorage } from '@/lib/local-storage';
import { stubApiServer } from '@/testing/stub-api-server';
import { ConversationsSidebar } from '../components/conversations-sidebar';
import { flushConversationWrites } from '../stores/conversations-storage';
import { useConversationsStore } from '../stores/conversations-store';
import { getActiveId, makeConversation, seedConversations } from '../testing/conversation-fixtures';
import { STORAGE_FULL_TOAST_TITLE, useConversationSync } from './use-conversation-sync';

const MIB = 1024 * 1024;

function usage(usedBytes: number, conversationCount: number): StorageUsage {
  return { usedBytes, quotaBytes: 50 * MIB, conversationCount, conversationLimit: 2000 };
}

function listOf(conversations: Conversation[], used: StorageUsage) {
  return Response.json({
    conversations: conversations.map((c) => summarizeConversation(c, JSON.stringify(c).length)),
    nextCursor: null,
    usage: used,
  });
}

/** A signed-in user's screen: the sync running, the sidebar and the toasts. */
function SignedInScreen() {
  useConversationSync('account-1');
  return (
    <TooltipProvider>
      <ConversationsSidebar />
      <Toaster />
    </TooltipProvider>
  );
}

function rowButton(title: string) {
  const list = screen.getByRole('list', { name: 'Conversation list' });
  return within(list).getByRole('button', { name: new RegExp(`^${title}`) });
}

describe('the conversations sync on screen', () => {
  it('lists the server’s summaries and fetches a whole conversation only when it is opened', async () => {
    const tides = makeConversation({
      id: 'tides',
      title: 'Why tides happen',
      updatedAt: new Date('2026-11-20T10:00:00Z'),
      messages: ['Why are there tides?', 'The **Moon** pulls the oceans.'],
    });
    const rome = makeConversation({
      id: 'rome',
      title: 'Roman roads',
      updatedAt: new Date('2026-11-19T10:00:00Z'),
      messages: ['Who built the roads?'],
    });
    const seen = stubApiServer({
      'GET /api/conversations': () => listOf([tides, rome], usage(12 * MIB, 2)),
      'GET /api/conversations/tides': () => Response.json({ conversation: tides }),
    });
    const user = userEvent.setup();
    render(<SignedInScreen />);

    await waitFor(() => expect(rowButton('Why tides happen')).toBeInTheDocument());
    expect(rowButton('Roman roads')).toBeInTheDocument();
    expect(screen.getByText('12 MB of 50 MB used')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Conversation storage used' }),
    ).toBeInTheDocument();
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/conversations']);
    expect(useConversationsStore.getState().store.conversations.map(({ id }) => id)).not.toContain(
      'tides',
    );

    await user.click(rowButton('Why tides happen'));
    await waitFor(() => expect(getActiveId()).toBe('tides'));
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/conversations',
      'GET /api/conversations/tides',
    ]);
    const opened = useConversationsStore
      .getState()
      .store.conversations.find(({ id }) => id === 'tides');
    expect(opened?.messages.map(({ content }) => content)).toEqual([
      'Why are there tides?',
      'The **Moon** pulls the oceans.',
    ]);
    // Rome was not opened: still only on the server.
    expect(seen.filter(({ path }) => path === '/api/conversations/rome')).toEqual([]);
  });

  it('keeps a conversation the server refuses for lack of space, and says it is not synced', async () => {
    const notes = makeConversation({
      id: 'notes',
      title: 'Long notes',
      updatedAt: new Date('2026-11-21T10:00:00Z'),
      messages: ['A long question', 'A long answer'],
    });
    seedConversations([notes]);
    const saves: unknown[] = [];
    stubApiServer({
      'GET /api/conversations': () => listOf([], usage(50 * MIB - 100, 40)),
      'PUT /api/conversations/notes': (request) => {
        saves.push(request.body);
        return Response.json(
          {
            success: false,
            code: 'QUOTA_EXCEEDED',
            error:
              'Storage full: 50 MB of your 50 MB is used, and this conversation needs 1 KB more. Delete conversations you no longer need to free space.',
          },
          { status: 413 },
        );
      },
    });
    render(<SignedInScreen />);

    expect(
      await screen.findByText(
        'Storage full: 1 conversation not synced. Kept in this browser only; delete conversations you no longer need to make room.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(saves).toHaveLength(1);
    expect(await screen.findByText(STORAGE_FULL_TOAST_TITLE)).toBeInTheDocument();
    expect(screen.getByText(/this conversation needs 1 KB more/)).toBeInTheDocument();

    // Still here, and still in this browser's storage for the next reload.
    expect(rowButton('Long notes')).toBeInTheDocument();
    expect(useConversationsStore.getState().store.conversations).toEqual([notes]);
    flushConversationWrites();
    expect(readStorage(STORAGE_KEYS.conversations)).toContain('A long answer');
  });
});
