import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { CHAT, STORAGE_KEYS } from '@polymath/shared';
import { Toaster } from '@/components/ui/toast';
import type { ChatMessageSource } from '../session/chat-message-source';
import { useChatStore } from '../stores/chat-store';
import { answerEvents, sseResponse } from '../testing/chat-fixtures';
import { createMemoryMessageSource } from '../testing/memory-message-source';
import { lastStreamRequest, mockChatServer } from '../testing/mock-chat-server';
import { setUpChatTests } from '../testing/reset-chat';
import { ChatView } from './chat-view';

let source: ChatMessageSource;

function renderChat() {
  return render(
    <MemoryRouter>
      <ChatView isAppReady messageSource={source} />
      <Toaster />
    </MemoryRouter>,
  );
}

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const messageLog = () => screen.getByRole('log', { name: 'Messages' });

function answerEverything() {
  return mockChatServer({
    'POST /api/chat/stream': ({ body }) =>
      sseResponse(answerEvents((body as { requestId: string }).requestId)),
  });
}

describe('ChatView', () => {
  setUpChatTests();
  beforeEach(() => {
    source = createMemoryMessageSource();
  });

  it('welcomes the user while the conversation is empty, with six quick-start prompts', () => {
    renderChat();
    expect(screen.getByRole('heading', { name: 'How can I help you today?' })).toBeInTheDocument();
    expect(messageLog()).toBeEmptyDOMElement();
    const tiles = within(screen.getByRole('list', { name: 'Quick start' })).getAllByRole('button');
    expect(tiles).toHaveLength(6);
  });

  it('sends a quick-start prompt as soon as it is picked', async () => {
    const { received } = answerEverything();
    const user = userEvent.setup();
    renderChat();
    await user.click(screen.getByRole('button', { name: /What is photosynthesis\?/ }));
    expect(await within(messageLog()).findByText('What is photosynthesis?')).toBeInTheDocument();
    expect(
      await within(messageLog()).findByText('Photosynthesis turns light into chemical energy.'),
    ).toBeInTheDocument();
    expect(lastStreamRequest(received)?.message).toBe('What is photosynthesis?');
  });

  it('sends with Enter and streams the answer in, then shows its sources and confidence', async () => {
    const { received } = answerEverything();
    const user = userEvent.setup();
    renderChat();
    await user.type(messageBox(), 'What is photosynthesis?{Enter}');

    const log = messageLog();
    expect(within(log).getByText('What is photosynthesis?')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');
    expect(await within(log).findByText(/High confidence: 82%/)).toBeInTheDocument();
    expect(within(log).getByRole('region', { name: 'Sources' })).toBeInTheDocument();
    const request = lastStreamRequest(received);
    expect(request?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(source.getMessages().map((message) => message.status ?? 'user')).toEqual([
      'user',
      'complete',
    ]);
  });

  it('sends with the Send button', async () => {
    answerEverything();
    const user = userEvent.setup();
    renderChat();
    await user.type(messageBox(), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(within(messageLog()).getByText('Hello')).toBeInTheDocument();
  });

  it('adds a new line with Shift+Enter instead of sending', async () => {
    const user = userEvent.setup();
    renderChat();
    await user.type(messageBox(), 'first line{Shift>}{Enter}{/Shift}second line');
    expect(messageBox()).toHaveValue('first line\nsecond line');
    expect(messageLog()).toBeEmptyDOMElement();
  });

  it('ignores sending an empty or blank message', async () => {
    const user = userEvent.setup();
    renderChat();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(messageBox(), '   {Enter}');
    expect(messageLog()).toBeEmptyDOMElement();
    expect(source.getMessages()).toEqual([]);
  });

  it('clears the input with Escape', async () => {
    const user = userEvent.setup();
    renderChat();
    await user.type(messageBox(), 'never mind');
    await user.keyboard('{Escape}');
    expect(messageBox()).toHaveValue('');
  });

  it('clears the conversation with Ctrl+K and Cmd+K', async () => {
    answerEverything();
    const user = userEvent.setup();
    renderChat();
    await user.type(messageBox(), 'one{Enter}');
    await within(messageLog()).findByText(/High confidence/);
    await user.keyboard('{Control>}k{/Control}');
    expect(messageLog()).toBeEmptyDOMElement();
    expect(await screen.findByText('Conversation cleared')).toBeInTheDocument();
    // Undo puts the conversation back as it was.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await within(messageLog()).findByText('one')).toBeInTheDocument();
    expect(source.getMessages()).toHaveLength(2);
    await user.keyboard('{Control>}k{/Control}');
    expect(messageLog()).toBeEmptyDOMElement();

    await user.type(messageBox(), 'two{Enter}');
    await within(messageLog()).findByText(/High confidence/);
    await user.keyboard('{Meta>}k{/Meta}');
    expect(messageLog()).toBeEmptyDOMElement();
  });

  it('limits the input to 50,000 characters', () => {
    renderChat();
    expect(messageBox()).toHaveAttribute('maxLength', String(CHAT.inputMaxChars));
  });

  it('shows the counter above 1,000 characters, yellow above 20,000 and red above 40,000', () => {
    renderChat();
    const setLength = (length: number) =>
      act(() => useChatStore.getState().setDraft('a'.repeat(length)));

    setLength(1000);
    expect(screen.queryByText(/\/ 50,000/)).not.toBeInTheDocument();
    setLength(1001);
    expect(screen.getByText(/1,001 \/ 50,000/)).toHaveAttribute('data-level', 'normal');
    setLength(20_001);
    expect(screen.getByText(/20,001 \/ 50,000/)).toHaveAttribute('data-level', 'warning');
    setLength(40_001);
    const counter = screen.getByText(/40,001 \/ 50,000/);
    expect(counter).toHaveAttribute('data-level', 'danger');
    expect(counter).toHaveClass('text-destructive');
  });

  it("keeps only the composer's draft and modes in its own storage key, leaving messages to the conversation store", async () => {
    answerEverything();
    const user = userEvent.setup();
    renderChat();
    await user.type(messageBox(), 'remember me{Enter}');
    await within(messageLog()).findByText(/High confidence/);
    await user.type(messageBox(), 'half typed');
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.chatDraft) ?? '{}') as {
      state?: Record<string, unknown>;
    };
    expect(stored.state).toEqual({
      conversationId: null,
      composers: {},
      draft: 'half typed',
      codingMode: 'off',
      generationMode: 'chat',
    });
  });

  it('asks the server again for a repeated question, so it counts and earns like any other', async () => {
    const { received } = answerEverything();
    const user = userEvent.setup();
    renderChat();
    await user.type(messageBox(), 'Repeated question?{Enter}');
    await within(messageLog()).findByText(/High confidence/);
    await user.type(messageBox(), 'Repeated question?{Enter}');
    await waitFor(() =>
      expect(within(messageLog()).getAllByText(/High confidence/)).toHaveLength(2),
    );
    const asked = received.filter((request) => request.path === '/api/chat/stream');
    expect(asked.map(({ body }) => (body as { message: string }).message)).toEqual([
      'Repeated question?',
      'Repeated question?',
    ]);
  });

  it('sends the last eight messages as history', async () => {
    const earlier = Array.from({ length: 10 }, (_, index) => ({
      id: `m${index}`,
      role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `Message ${index}`,
      timestamp: new Date().toISOString(),
      ...(index % 2 === 1 ? { status: 'complete' as const } : {}),
    }));
    source.setMessages(() => earlier);
    const { received } = answerEverything();
    const user = userEvent.setup();
    renderChat();
    await user.type(messageBox(), 'And now?{Enter}');
    await waitFor(() => expect(lastStreamRequest(received)).toBeDefined());
    const history = lastStreamRequest(received)?.conversationHistory;
    expect(history).toHaveLength(CHAT.historyMessages);
    expect(history?.[0]).toEqual({ role: 'user', content: 'Message 2' });
    expect(history?.at(-1)).toEqual({ role: 'assistant', content: 'Message 9' });
  });
});
