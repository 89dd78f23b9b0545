import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { FALLBACK_REWARD_SYMBOL } from '@/components/rewards/reward-symbol';
import { useToastStore } from '@/components/ui/use-toast';
import { CHAT_REPLY_ENDED_EVENT } from '@/lib/chat-events';
import type { ChatMessageSource } from '../session/chat-message-source';
import { appendQuestion } from '../logic/append-question';
import { CHAT_ERROR_MESSAGE } from '../session/reply-outcomes';
import {
  chatResponse,
  controlledSseResponse,
  type ControlledStream,
} from '../testing/chat-fixtures';
import { createMemoryMessageSource } from '../testing/memory-message-source';
import { lastStreamRequest, mockChatServer } from '../testing/mock-chat-server';
import { setUpChatTests } from '../testing/reset-chat';
import { ChatView } from './chat-view';

let source: ChatMessageSource;

function renderChat() {
  return render(
    <MemoryRouter>
      <ChatView isAppReady messageSource={source} />
    </MemoryRouter>,
  );
}

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const messageLog = () => screen.getByRole('log', { name: 'Messages' });
const lastMessage = () => source.getMessages().at(-1);

// A server whose stream the test drives by hand.
function serveControlledStream() {
  const streams: ControlledStream[] = [];
  const server = mockChatServer({
    'POST /api/chat/stream': () => {
      const stream = controlledSseResponse();
      streams.push(stream);
      return stream.response;
    },
  });
  return { ...server, streams };
}

describe('chat replies', () => {
  setUpChatTests();
  beforeEach(() => {
    source = createMemoryMessageSource();
  });

  it('says in the reply that a message came too soon, rather than the generic failure', async () => {
    mockChatServer({
      'POST /api/chat/stream': () =>
        Response.json(
          { success: false, code: 'RATE_LIMITED', error: 'You are sending messages too quickly.' },
          { status: 429 },
        ),
    });
    const user = userEvent.setup();
    renderChat();
    await user.type(messageBox(), 'Solve 2 + 2{Enter}');
    expect(
      await within(messageLog()).findByText('You are sending messages too quickly.'),
    ).toBeInTheDocument();
    expect(within(messageLog()).queryByText(CHAT_ERROR_MESSAGE)).not.toBeInTheDocument();
  });

  it('labels the wait from the question, then shows the text as it streams in', async () => {
    const { streams, received } = serveControlledStream();
    const user = userEvent.setup();
    renderChat();
    await user.type(messageBox(), 'Solve 2 + 2{Enter}');
    expect(await within(messageLog()).findByText('Solving math...')).toBeInTheDocument();

    await waitFor(() => expect(streams).toHaveLength(1));
    const requestId = lastStreamRequest(received)?.requestId ?? '';
    act(() => {
      streams[0]?.send({ type: 'start', requestId, model: 'polymath-local' });
      streams[0]?.send({ type: 'delta', text: 'The answer ' });
    });
    expect(await within(messageLog()).findByText(/The answer/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    act(() => {
      streams[0]?.send({ type: 'delta', text: 'is 4.' });
      streams[0]?.send({
        type: 'done',
        requestId,
        response: chatResponse({ message: 'The answer is 4.' }),
      });
    });
    await waitFor(() => expect(lastMessage()?.status).toBe('complete'));
    expect(await within(messageLog()).findByText('The answer is 4.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('announces what the message earned, and that its reply ended, when the reply ends', async () => {
    const replyEnded = vi.fn();
    window.addEventListener(CHAT_REPLY_ENDED_EVENT, replyEnded);
    onTestFinished(() => window.removeEventListener(CHAT_REPLY_ENDED_EVENT, replyEnded));
    const { streams, received } = serveControlledStream();
    const user = userEvent.setup();
    renderChat();
    await user.type(messageBox(), 'What is a tide?{Enter}');
    await waitFor(() => expect(streams).toHaveLength(1));
    const requestId = lastStreamRequest(received)?.requestId ?? '';
    const rewards = [
      { icon: '🎯', title: 'First Question', message: 'You asked your first question' },
    ];
    act(() => {
      streams[0]?.send({ type: 'start', requestId, model: 'polymath-local' });
      streams[0]?.send({ type: 'done', requestId, response: chatResponse({ rewards }) });
    });
    await waitFor(() => expect(replyEnded).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(useToastStore.getState().toasts).toContainEqual(
        expect.objectContaining({
          title: 'First Question',
          // An emoji this build does not know is still drawn as an SVG, the fallback one.
          details: [{ icon: FALLBACK_REWARD_SYMBOL, text: 'You asked your first question' }],
        }),
      ),
    );
  });

  it('ignores a new message while a reply is on its way', async () => {
    serveControlledStream();
    const user = userEvent.setup();
    renderChat();
    await user.type(messageBox(), 'First?{Enter}');
    await user.type(messageBox(), 'Second?{Enter}');
    expect(source.getMessages()).toHaveLength(2);
    expect(messageBox()).toHaveValue('Second?');
  });

  it('stops a reply on purpose with Stop: the text so far stays and the server is told', async () => {
    const { streams, received } = serveControlledStream();
    const user = userEvent.setup();
    renderChat();
    await user.type(messageBox(), 'Tell me a long story{Enter}');
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0]?.send({ type: 'delta', text: 'Once upon a time' }));
    await within(messageLog()).findByText(/Once upon a time/);

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    const requestId = lastStreamRequest(received)?.requestId;
    await waitFor(() =>
      expect(
        received.some((request) => request.path === `/api/chat/stream/${requestId}/stop`),
      ).toBe(true),
    );
    expect(lastMessage()?.status).toBe('stopped');
    expect(lastMessage()?.content).toBe('Once upon a time');
    expect(screen.getByText('Stopped')).toBeInTheDocument();
  });

  it('picks the whole reply up by its request id when the connection drops mid-stream', async () => {
    const { streams, received } = mockStreamWithKeptReply('The whole reply, kept by the server.');
    const user = userEvent.setup();
    renderChat();
    await user.type(messageBox(), 'What is photosynthesis?{Enter}');
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0]?.send({ type: 'delta', text: 'The whole' }));
    act(() => streams[0]?.fail());

    expect(
      await within(messageLog()).findByText('The whole reply, kept by the server.'),
    ).toBeInTheDocument();
    const requestId = lastStreamRequest(received)?.requestId;
    expect(received.some((request) => request.path === `/api/chat/replies/${requestId}`)).toBe(
      true,
    );
  });

  it('picks up a reply left streaming by a reload, waiting while the server is still writing', async () => {
    const requestId = '7f9c2ba4-e88f-4e2c-9a4b-3c1f7b8d5e60';
    source.setMessages(() => [
      { id: 'q', role: 'user', content: 'Question?', timestamp: new Date().toISOString() },
      {
        id: 'a',
        role: 'assistant',
        content: 'Partial',
        timestamp: new Date().toISOString(),
        status: 'streaming',
        requestId,
      },
    ]);
    let calls = 0;
    mockChatServer({
      'GET /api/chat/replies/': () => {
        calls += 1;
        return Response.json(
          calls === 1
            ? { status: 'pending', requestId, partial: 'Partial answer, still' }
            : { status: 'complete', requestId, response: chatResponse({ message: 'Done now.' }) },
        );
      },
    });
    renderChat();
    expect(await within(messageLog()).findByText('Partial answer, still')).toBeInTheDocument();
    expect(
      await within(messageLog()).findByText('Done now.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('checks a live stream against the server when the tab comes back into view', async () => {
    const { streams } = mockStreamWithKeptReply('Finished while the tab slept.');
    const user = userEvent.setup();
    renderChat();
    await user.type(messageBox(), 'Question?{Enter}');
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(
      await within(messageLog()).findByText('Finished while the tab slept.'),
    ).toBeInTheDocument();
  });

  it('adds the text arriving within one frame to the reply in one change', async () => {
    const { streams, received } = serveControlledStream();
    const contentChanges: string[] = [];
    const patchMessage = source.patchMessage;
    source.patchMessage = (id, patch) =>
      patchMessage(id, (message) => {
        const change = patch(message);
        if (change.content !== undefined && change.content !== message.content) {
          contentChanges.push(change.content);
        }
        return change;
      });
    const user = userEvent.setup();
    renderChat();
    await user.type(messageBox(), 'Tell me about tides{Enter}');
    await waitFor(() => expect(streams).toHaveLength(1));
    const requestId = lastStreamRequest(received)?.requestId ?? '';
    const words = Array.from({ length: 30 }, (_, index) => `tide${index} `);
    act(() => {
      streams[0]?.send({ type: 'start', requestId, model: 'polymath-local' });
      for (const text of words) streams[0]?.send({ type: 'delta', text });
    });
    expect(await within(messageLog()).findByText(/tide29/)).toBeInTheDocument();
    expect(contentChanges).toEqual([words.join('')]);
  });

  it('starts a reply from asking or the page coming back, not from a change of the messages', async () => {
    const { streams } = serveControlledStream();
    renderChat();
    // A reply queued by something else than Send (another tab's copy, say) waits for a reason.
    act(() => {
      source.setMessages(() =>
        appendQuestion([], 'Queued elsewhere?', { generationMode: 'chat', codingMode: 'off' }),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(streams).toHaveLength(0);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(streams).toHaveLength(1));
  });

  it('shows the error message of the spec with the details folded beneath', async () => {
    mockChatServer({
      'POST /api/chat/stream': () =>
        Response.json(
          { success: false, error: 'The AI provider timed out', code: 'INTERNAL' },
          { status: 500 },
        ),
    });
    const user = userEvent.setup();
    renderChat();
    await user.type(messageBox(), 'Question?{Enter}');
    expect(await within(messageLog()).findByText(CHAT_ERROR_MESSAGE)).toBeInTheDocument();
    const details = screen.getByText('Error details');
    expect(details.closest('details')).not.toHaveAttribute('open');
    expect(details.closest('details')).toHaveTextContent('The AI provider timed out');
  });

  it('regenerates the latest answer with the history before its question', async () => {
    const { streams, received } = serveControlledStream();
    const user = userEvent.setup();
    renderChat();
    await user.type(messageBox(), 'Question?{Enter}');
    await waitFor(() => expect(streams).toHaveLength(1));
    const firstId = lastStreamRequest(received)?.requestId ?? '';
    act(() => streams[0]?.send({ type: 'done', requestId: firstId, response: chatResponse() }));

    await user.click(await screen.findByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(streams).toHaveLength(2));
    const again = lastStreamRequest(received);
    expect(again?.regenerate).toBe(true);
    expect(again?.message).toBe('Question?');
    expect(again?.conversationHistory).toEqual([]);
    expect(source.getMessages()).toHaveLength(2);
  });
});

/** A server whose streams the test controls and which keeps `keptMessage` as the finished reply. */
function mockStreamWithKeptReply(keptMessage: string) {
  const streams: ControlledStream[] = [];
  const { received } = mockChatServer({
    'POST /api/chat/stream': () => {
      const stream = controlledSseResponse();
      streams.push(stream);
      return stream.response;
    },
    'GET /api/chat/replies/': ({ path }) =>
      Response.json({
        status: 'complete',
        requestId: path.split('/').at(-1),
        response: chatResponse({ message: keptMessage }),
      }),
  });
  return { streams, received };
}
