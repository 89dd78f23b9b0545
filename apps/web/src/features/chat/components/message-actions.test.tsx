import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { CHAT, SPEECH } from '@polymath/shared';
import type { ChatMessage } from '../logic/chat-message';
import type { ChatMessageSource } from '../session/chat-message-source';
import { chatResponse } from '../testing/chat-fixtures';
import { createMemoryMessageSource } from '../testing/memory-message-source';
import { lastStreamRequest, mockChatServer } from '../testing/mock-chat-server';
import { setUpChatTests } from '../testing/reset-chat';
import { ChatView } from './chat-view';

const longQuestion = `${'a'.repeat(CHAT.replyPreviewChars)}BEYOND`;

let source: ChatMessageSource = createMemoryMessageSource();

function seedConversation(): ChatMessage[] {
  const response = chatResponse();
  const messages: ChatMessage[] = [
    { id: 'q1', role: 'user', content: longQuestion, timestamp: new Date().toISOString() },
    {
      id: 'a1',
      role: 'assistant',
      content: response.message,
      timestamp: new Date().toISOString(),
      status: 'complete',
      feedbackData: response.feedbackData,
    },
  ];
  source = createMemoryMessageSource(messages);
  return messages;
}

// The message rows load as their own chunk: wait for them.
async function renderChat() {
  const view = render(
    <MemoryRouter>
      <ChatView isAppReady messageSource={source} />
    </MemoryRouter>,
  );
  await screen.findAllByRole('group', { name: 'Message actions' });
  return view;
}

const answerActions = () =>
  screen.getAllByRole('group', { name: 'Message actions' })[1] as HTMLElement;

describe('message actions', () => {
  setUpChatTests();

  it('copies a message and shows the tick for 2 s', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    seedConversation();
    await renderChat();

    await act(async () => {
      fireEvent.click(within(answerActions()).getByRole('button', { name: 'Copy' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith(chatResponse().message);
    expect(within(answerActions()).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CHAT.copyTickMs - 1));
    expect(within(answerActions()).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(answerActions()).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('posts a like with the answer’s feedback data', async () => {
    const { received } = mockChatServer({
      'POST /api/feedback': () => Response.json({ success: true, id: 'f1' }),
    });
    seedConversation();
    const user = userEvent.setup();
    await renderChat();
    await user.click(within(answerActions()).getByRole('button', { name: 'Like' }));
    await waitFor(() =>
      expect(received.some((request) => request.path === '/api/feedback')).toBe(true),
    );
    const sent = received.find((request) => request.path === '/api/feedback')?.body;
    expect(sent).toEqual({
      messageId: chatResponse().feedbackData.messageId,
      isLiked: true,
      feedbackData: chatResponse().feedbackData,
    });
    expect(within(answerActions()).getByRole('button', { name: 'Like' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(source.getMessages()[1]?.isFeedbackUnsent).toBe(false);
  });

  it('keeps a dislike locally, marked unsent, when the call fails', async () => {
    seedConversation();
    const user = userEvent.setup();
    await renderChat();
    await user.click(within(answerActions()).getByRole('button', { name: 'Dislike' }));
    await waitFor(() => expect(source.getMessages()[1]?.isFeedbackUnsent).toBe(true));
    expect(source.getMessages()[1]?.feedback).toBe('dislike');
  });

  it('reads a message aloud at rate 0.9, pitch 1, volume 0.6, and stops on a second press', async () => {
    const speak = vi.fn();
    const cancel = vi.fn();
    vi.stubGlobal('speechSynthesis', { speak, cancel });
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        rate = 1;
        pitch = 1;
        volume = 1;
        lang = '';
        onend: (() => void) | null = null;
        onerror: (() => void) | null = null;
        constructor(public text: string) {}
      },
    );
    seedConversation();
    const user = userEvent.setup();
    await renderChat();
    await user.click(within(answerActions()).getByRole('button', { name: 'Read aloud' }));
    const utterance = speak.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(utterance).toMatchObject({
      text: chatResponse().message,
      rate: SPEECH.rate,
      pitch: SPEECH.pitch,
      volume: SPEECH.volume,
      lang: 'en-US',
    });
    await user.click(within(answerActions()).getByRole('button', { name: 'Stop reading' }));
    expect(cancel).toHaveBeenCalled();
    expect(within(answerActions()).getByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
  });

  it('hides read-aloud when the browser cannot speak', async () => {
    seedConversation();
    await renderChat();
    expect(screen.queryByRole('button', { name: 'Read aloud' })).not.toBeInTheDocument();
  });

  it('replies to a message: a 100-character preview above the input, Escape cancels', async () => {
    const { received } = mockChatServer({});
    seedConversation();
    const user = userEvent.setup();
    await renderChat();
    const questionActions = screen.getAllByRole('group', { name: 'Message actions' })[0];
    await user.click(within(questionActions as HTMLElement).getByRole('button', { name: 'Reply' }));
    expect(screen.getByText('Replying to:').parentElement).toHaveTextContent(
      new RegExp(`^Replying to: a{${CHAT.replyPreviewChars}}$`),
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByText('Replying to:')).not.toBeInTheDocument();

    await user.click(within(answerActions()).getByRole('button', { name: 'Reply' }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Why?{Enter}');
    await waitFor(() => expect(lastStreamRequest(received)).toBeDefined());
    expect(lastStreamRequest(received)?.message).toBe(`> ${chatResponse().message}\n\nWhy?`);
    expect(source.getMessages()[2]?.replyTo?.messageId).toBe('a1');
  });
});
