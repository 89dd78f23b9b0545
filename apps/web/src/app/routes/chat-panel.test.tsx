import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS, getActiveConversation } from '@polymath/shared';
import {
  conversationMessageSource,
  resetConversationsStore,
  useConversationsStore,
} from '@/features/conversations';
import {
  answerEvents,
  chatResponse,
  controlledSseResponse,
  sseResponse,
  type ControlledStream,
} from '@/features/chat/testing/chat-fixtures';
import { lastStreamRequest, mockChatServer } from '@/features/chat/testing/mock-chat-server';
import { abandonAllReplies } from '@/features/chat/session/reply-runner';
import { setUpChatTests } from '@/features/chat/testing/reset-chat';
import { LIVE_EVENT_QUICK_ACTION_PRESETS } from '@/features/prompts/live-events/live-event-presets';
import { setMediaQuery } from '@/testing/match-media';
import { renderApp, skipOnboarding, skipStartup } from '@/testing/render-app';
import { SIDEBAR_SCREEN_QUERY } from './chat-panel';

const LAZY = { timeout: 4_000 };
const COMPILE_TIMEOUT_MS = 60_000;
// A whole flow through a lazily loaded dialog, typed and clicked like a person on a busy machine.
const FLOW_TIMEOUT_MS = 20_000;

const activeConversation = () => getActiveConversation(useConversationsStore.getState().store);
const messageLog = () => screen.getByRole('log', { name: 'Messages' });

function answerEverything() {
  return mockChatServer({
    'POST /api/chat/stream': ({ body }) =>
      sseResponse(answerEvents((body as { requestId: string }).requestId)),
  });
}

describe('chat panel', () => {
  setUpChatTests();
  beforeAll(async () => {
    await Promise.all([
      import('@/features/conversations/components/conversations-sidebar'),
      import('@/features/conversations/components/conversations-dialog'),
      import('@/features/prompts/live-events/live-events-dialog'),
      import('@/features/prompts/themes/conversation-themes-dialog'),
      import('@/features/learning'),
      import('@/features/auto-prompts/components/auto-prompt-manager-dialog'),
      import('@/features/personal-ai/components/personal-ai-dialog'),
      import('@/app/layout/mobile-menu-sheet'),
    ]);
  }, COMPILE_TIMEOUT_MS);
  beforeEach(() => {
    skipStartup();
    skipOnboarding();
    setMediaQuery(SIDEBAR_SCREEN_QUERY, true);
  });

  it('shows the conversations sidebar beside the chat', async () => {
    await renderApp();
    const sidebar = await screen.findByRole('complementary', { name: 'Conversations' }, LAZY);
    expect(within(sidebar).getByRole('button', { name: 'New Conversation' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });

  it('leaves the sidebar out on a phone, where the conversations open in a dialog', async () => {
    setMediaQuery(SIDEBAR_SCREEN_QUERY, false);
    await renderApp();
    await screen.findByRole('textbox', { name: 'Message' }, LAZY);
    expect(screen.queryByRole('complementary', { name: 'Conversations' })).not.toBeInTheDocument();
  });

  it('answers into the active conversation, which the sidebar then names', async () => {
    const { received } = answerEverything();
    const user = userEvent.setup();
    await renderApp();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'What is 15% of 240?{Enter}');
    await within(messageLog()).findByText(chatResponse().message, {}, LAZY);
    expect(activeConversation().messages.map(({ role }) => role)).toEqual(['user', 'assistant']);
    // The server keeps a signed-in user's reply in this conversation even if the page goes away.
    expect(lastStreamRequest(received)?.conversationId).toBe(activeConversation().id);
    const sidebar = await screen.findByRole('complementary', { name: 'Conversations' }, LAZY);
    expect(within(sidebar).getByText('What is 15% of 240?')).toBeInTheDocument();
  });

  it('opens the conversations dialog from the mobile menu with the real count', async () => {
    conversationMessageSource(activeConversation().id).setMessages(() => [
      { id: 'q1', role: 'user', content: 'Plan a trip to Lisbon' },
    ]);
    useConversationsStore.getState().create();
    const user = userEvent.setup();
    await renderApp();

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('button', { name: 'View Conversations (2)' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Conversations' }, LAZY);
    await user.click(within(dialog).getByRole('button', { name: /Plan a trip to Lisbon/ }));
    expect(activeConversation().title).toBe('Plan a trip to Lisbon');
    expect(within(messageLog()).getByText('Plan a trip to Lisbon')).toBeInTheDocument();
  });

  it('sends a Live Events quick action into the active conversation, keeping the draft', async () => {
    const { received } = answerEverything();
    const user = userEvent.setup();
    await renderApp();
    const [quickAction] = Object.values(LIVE_EVENT_QUICK_ACTION_PRESETS);
    if (quickAction === undefined) throw new Error('no quick actions');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Half a thought');

    await user.click(screen.getByRole('button', { name: 'Live Events' }));
    const dialog = await screen.findByRole('dialog', { name: 'Live Events' }, LAZY);
    await user.click(within(dialog).getByRole('button', { name: quickAction.label }));

    await waitFor(() => expect(lastStreamRequest(received)?.message).toBe(quickAction.question));
    expect(activeConversation().messages[0]?.content).toBe(quickAction.question);
    expect(screen.queryByRole('dialog', { name: 'Live Events' })).not.toBeInTheDocument();
    // A preset question is asked beside what the user was typing, which stays in the composer.
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Half a thought');
  });

  it('asks for an adaptive path module’s lesson in the active conversation, keeping the draft', async () => {
    const { received } = answerEverything();
    const user = userEvent.setup();
    await renderApp();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Half a thought');

    await user.click(screen.getByRole('button', { name: 'Adaptive Learning Paths' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adaptive Learning Paths' }, LAZY);
    await user.click(within(dialog).getByRole('button', { name: /^Web Development Fundamentals/ }));
    const html = within(dialog).getByRole('listitem', { name: 'HTML Basics' });
    await user.click(within(html).getByRole('button', { name: 'Start' }));

    await waitFor(() => expect(lastStreamRequest(received)?.message).toContain('HTML Basics'));
    expect(activeConversation().messages[0]?.content).toContain('HTML Basics');
    expect(
      screen.queryByRole('dialog', { name: 'Adaptive Learning Paths' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Half a thought');
  });

  it(
    'opens the Auto Prompt Manager, whose Trigger now asks in the active conversation',
    async () => {
      const { received } = answerEverything();
      const user = userEvent.setup();
      await renderApp();
      await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Half a thought');

      await user.click(screen.getByRole('button', { name: 'Auto Prompts' }));
      const dialog = await screen.findByRole('dialog', { name: 'Auto Prompt Manager' }, LAZY);
      await user.click(within(dialog).getByRole('button', { name: /^Add Break Reminder/ }));
      const card = within(dialog).getByRole('listitem', { name: 'Break Reminder' });
      await user.click(within(card).getByRole('button', { name: 'Trigger Break Reminder now' }));

      await waitFor(() => expect(lastStreamRequest(received)?.message).toMatch(/short break/));
      expect(activeConversation().messages[0]?.content).toMatch(/short break/);
      expect(screen.queryByRole('dialog', { name: 'Auto Prompt Manager' })).not.toBeInTheDocument();
      // What the user was typing stays in the composer.
      expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Half a thought');
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'opens the Personal AI Assistant, which asks a guest to log in',
    async () => {
      const user = userEvent.setup();
      await renderApp();
      await user.click(screen.getByRole('button', { name: 'Personal AI' }));
      const dialog = await screen.findByRole('dialog', { name: 'Personal AI Assistant' }, LAZY);
      await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByRole('dialog', { name: /account$/ }, LAZY)).toBeInTheDocument();
      expect(
        screen.queryByRole('dialog', { name: 'Personal AI Assistant' }),
      ).not.toBeInTheDocument();
    },
    FLOW_TIMEOUT_MS,
  );

  it('streams a reply into its message alone, saving and syncing per frame rather than per token', async () => {
    const streams: ControlledStream[] = [];
    const { received } = mockChatServer({
      'POST /api/chat/stream': () => {
        const stream = controlledSseResponse();
        streams.push(stream);
        return stream.response;
      },
    });
    const earlierId = activeConversation().id;
    conversationMessageSource(earlierId).setMessages(() => [
      { id: 'q0', role: 'user', content: 'What is a lunar eclipse?' },
    ]);
    useConversationsStore.getState().create();
    const user = userEvent.setup();
    await renderApp();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Explain tides{Enter}');
    await waitFor(() => expect(streams).toHaveLength(1));
    const requestId = lastStreamRequest(received)?.requestId ?? '';
    act(() => streams[0]?.send({ type: 'start', requestId, model: 'polymath-local' }));
    await waitFor(() => expect(activeConversation().messages[1]?.model).toBe('polymath-local'));

    const before = useConversationsStore.getState().store;
    // What the conversation store's saving (persist) and the sync (subscribe) are told of.
    let storeChanges = 0;
    const unsubscribe = useConversationsStore.subscribe((state, previous) => {
      if (state.store !== previous.store) storeChanges += 1;
    });
    const words = Array.from({ length: 40 }, (_, index) => `word${index} `);
    act(() => {
      for (const text of words) streams[0]?.send({ type: 'delta', text });
    });
    await waitFor(() => expect(activeConversation().messages[1]?.content).toBe(words.join('')));
    unsubscribe();

    expect(storeChanges).toBeLessThanOrEqual(2);
    const after = useConversationsStore.getState().store;
    const earlier = (store: typeof before) =>
      store.conversations.find(({ id }) => id === earlierId);
    expect(earlier(after)).toBe(earlier(before));
    expect(activeConversation().messages[0]).toBe(getActiveConversation(before).messages[0]);
  });

  it('keeps the conversations and picks up a reply cut off by a reload', async () => {
    const streams: ControlledStream[] = [];
    mockChatServer({
      'POST /api/chat/stream': () => {
        const stream = controlledSseResponse();
        streams.push(stream);
        return stream.response;
      },
    });
    const user = userEvent.setup();
    const { unmount } = await renderApp();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Explain tides{Enter}');
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0]?.send({ type: 'delta', text: 'Tides follow' }));
    await within(messageLog()).findByText('Tides follow', {}, LAZY);
    const requestId = activeConversation().messages[1]?.requestId;
    expect(requestId).toBeDefined();

    // The reload: the page goes away mid-reply and the stores start again from storage.
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    abandonAllReplies();
    const saved = window.localStorage.getItem(STORAGE_KEYS.conversations);
    resetConversationsStore();
    expect(activeConversation().messages).toEqual([]);
    window.localStorage.setItem(STORAGE_KEYS.conversations, saved ?? '');
    await useConversationsStore.persist.rehydrate();
    expect(activeConversation().messages[1]).toMatchObject({ status: 'streaming', requestId });

    const { received } = mockChatServer({
      'GET /api/chat/replies/': () =>
        Response.json({
          status: 'complete',
          requestId,
          response: chatResponse({ message: 'Tides follow the moon.' }),
        }),
    });
    await renderApp();
    expect(
      await within(messageLog()).findByText('Tides follow the moon.', {}, LAZY),
    ).toBeInTheDocument();
    expect(received.map(({ path }) => path)).toContain(`/api/chat/replies/${requestId}`);
    expect(activeConversation().messages[1]?.status).toBe('complete');
  });
});
