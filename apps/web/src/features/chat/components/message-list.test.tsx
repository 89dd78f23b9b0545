import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { CONTEXT_ANALYSIS } from '@polymath/shared';
import type { ChatMessage } from '../logic/chat-message';
import type { ChatMessageSource } from '../session/chat-message-source';
import { askQuestion } from '../session/use-chat-session';
import { answerEvents, sseResponse } from '../testing/chat-fixtures';
import { createMemoryMessageSource } from '../testing/memory-message-source';
import { mockChatServer } from '../testing/mock-chat-server';
import { setUpChatTests } from '../testing/reset-chat';
import { REDUCED_MOTION_QUERY } from '@/lib/use-media-query';
import { setMediaQuery } from '@/testing/match-media';
import { ChatView } from './chat-view';
import { preloadMessageRenderers } from './message-list';

function conversation(length: number): ChatMessage[] {
  return Array.from({ length }, (_, index) => ({
    id: `m${index}`,
    role: index % 2 === 0 ? 'user' : 'assistant',
    content: `Message number ${index}`,
    timestamp: new Date().toISOString(),
    ...(index % 2 === 1 ? { status: 'complete' as const } : {}),
  }));
}

let source: ChatMessageSource;

function renderChat() {
  return render(
    <MemoryRouter>
      <ChatView isAppReady messageSource={source} />
    </MemoryRouter>,
  );
}

const messageLog = () => screen.getByRole('log', { name: 'Messages' });
/** The scrolling area around the log (and the wrapper whose growth keeps it pinned). */
const scrollerOf = (log: HTMLElement) => log.parentElement!.parentElement!;

// jsdom has no layout: give the scrolling area a size and a scroll position.
function layOut(element: HTMLElement, metrics: { scrollHeight: number; clientHeight: number }) {
  Object.defineProperty(element, 'scrollHeight', {
    value: metrics.scrollHeight,
    configurable: true,
  });
  Object.defineProperty(element, 'clientHeight', {
    value: metrics.clientHeight,
    configurable: true,
  });
}

describe('message list', () => {
  setUpChatTests();
  beforeEach(() => {
    source = createMemoryMessageSource();
  });
  afterEach(() => {
    // jsdom has no scrollTo; remove the stand-ins the tests install.
    delete (Element.prototype as Partial<Element>).scrollTo;
  });

  it('offers Latest when scrolled more than 100 px up with more than 3 messages', () => {
    const scrollTo = vi.fn();
    Element.prototype.scrollTo = scrollTo;
    source.setMessages(() => conversation(4));
    renderChat();
    const scroller = scrollerOf(messageLog());
    layOut(scroller, { scrollHeight: 2000, clientHeight: 500 });

    scroller.scrollTop = 1400;
    fireEvent.scroll(scroller);
    expect(screen.queryByRole('button', { name: 'Latest' })).not.toBeInTheDocument();

    scroller.scrollTop = 1399;
    fireEvent.scroll(scroller);
    fireEvent.click(screen.getByRole('button', { name: 'Latest' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 2000, behavior: 'smooth' });
  });

  it('keeps a reader at the bottom there while the rows arrive and grow, and not one who scrolled up', async () => {
    const resizeCallbacks: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          resizeCallbacks.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const grow = () =>
      act(() => {
        for (const callback of resizeCallbacks) callback([], {} as ResizeObserver);
      });
    source.setMessages(() => conversation(10));
    renderChat();
    const scroller = scrollerOf(await screen.findByRole('log', { name: 'Messages' }));
    layOut(scroller, { scrollHeight: 3000, clientHeight: 500 });
    scroller.scrollTop = 0;

    // Lazily loaded rows and markdown make the content taller after the first render.
    grow();
    expect(scroller.scrollTop).toBe(3000);

    scroller.scrollTop = 1000;
    fireEvent.scroll(scroller);
    layOut(scroller, { scrollHeight: 4000, clientHeight: 500 });
    grow();
    expect(scroller.scrollTop).toBe(1000);
  });

  it('jumps to the latest message without a smooth scroll when less motion is asked for', () => {
    setMediaQuery(REDUCED_MOTION_QUERY, true);
    const scrollTo = vi.fn();
    Element.prototype.scrollTo = scrollTo;
    source.setMessages(() => conversation(4));
    renderChat();
    const scroller = scrollerOf(messageLog());
    layOut(scroller, { scrollHeight: 2000, clientHeight: 500 });
    scroller.scrollTop = 0;
    fireEvent.scroll(scroller);

    fireEvent.click(screen.getByRole('button', { name: 'Latest' }));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scroller.scrollTop).toBe(2000);
  });

  it('does not offer Latest with 3 messages or fewer', () => {
    source.setMessages(() => conversation(3));
    renderChat();
    const scroller = scrollerOf(messageLog());
    layOut(scroller, { scrollHeight: 2000, clientHeight: 500 });
    scroller.scrollTop = 0;
    fireEvent.scroll(scroller);
    expect(screen.queryByRole('button', { name: 'Latest' })).not.toBeInTheDocument();
  });

  it('opens a 2,000-message conversation rendering only the rows in view, and takes a new message', async () => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 800, height: 600 }),
    );
    Element.prototype.scrollTo = function scrollTo(
      this: Element,
      options?: ScrollToOptions | number,
    ) {
      if (typeof options === 'object') this.scrollTop = options.top ?? 0;
    };
    mockChatServer({
      'POST /api/chat/stream': ({ body }) =>
        sseResponse(answerEvents((body as { requestId: string }).requestId)),
    });
    source.setMessages(() => conversation(2000));
    const started = performance.now();
    renderChat();
    expect(performance.now() - started).toBeLessThan(5000);
    expect(messageLog().querySelectorAll('[data-index]').length).toBeLessThan(50);

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'One more?{Enter}');
    await waitFor(() => expect(source.getMessages().at(-1)?.status).toBe('complete'));
    expect(source.getMessages()).toHaveLength(2002);
    expect(messageLog().querySelectorAll('[data-index]').length).toBeLessThan(50);
  });

  it('shows the context strength, and a context hint for 5 s that is gone at 6 s', async () => {
    vi.useFakeTimers();
    mockChatServer({
      'POST /api/chat/stream': ({ body }) =>
        sseResponse(answerEvents((body as { requestId: string }).requestId)),
    });
    source.setMessages(() => [
      { id: '1', role: 'user', content: 'What is gravity?', timestamp: '2026-01-01T00:00:00Z' },
      {
        id: '2',
        role: 'assistant',
        content: 'Gravity attracts masses.',
        timestamp: '2026-01-01T00:00:01Z',
        status: 'complete',
      },
      {
        id: '3',
        role: 'user',
        content: 'Does gravity bend light?',
        timestamp: '2026-01-01T00:00:02Z',
      },
      {
        id: '4',
        role: 'assistant',
        content: 'Yes.',
        timestamp: '2026-01-01T00:00:03Z',
        status: 'complete',
      },
    ]);
    renderChat();
    expect(screen.getByText('Context: moderate')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => {
      askQuestion(source, 'As you said, is gravity why it falls?');
    });
    const hint = within(document.body).getByText(/Polymath links your references/);
    expect(hint).toBeInTheDocument();
    expect(screen.getByText('Context: strong')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CONTEXT_ANALYSIS.hintShowMs));
    expect(hint).toHaveClass('opacity-0');
    await act(() =>
      vi.advanceTimersByTimeAsync(CONTEXT_ANALYSIS.hintRemoveMs - CONTEXT_ANALYSIS.hintShowMs),
    );
    expect(screen.queryByText(/Polymath links your references/)).not.toBeInTheDocument();
  });
});

describe('preloadMessageRenderers', () => {
  const renderers = () => ({
    plainRows: vi.fn(() => Promise.resolve()),
    virtualRows: vi.fn(() => Promise.resolve()),
    markdown: vi.fn(),
  });

  it('loads nothing for an empty chat, so a first visit stays as small', () => {
    const loaders = renderers();
    preloadMessageRenderers([], loaders);
    expect(loaders.plainRows).not.toHaveBeenCalled();
    expect(loaders.virtualRows).not.toHaveBeenCalled();
    expect(loaders.markdown).not.toHaveBeenCalled();
  });

  it('loads the rows a conversation renders with, and markdown when it holds answers', () => {
    const short = renderers();
    preloadMessageRenderers(conversation(4), short);
    expect(short.plainRows).toHaveBeenCalledOnce();
    expect(short.virtualRows).not.toHaveBeenCalled();
    expect(short.markdown).toHaveBeenCalledOnce();

    const long = renderers();
    const questionsOnly = conversation(200).filter(({ role }) => role === 'user');
    preloadMessageRenderers(questionsOnly, long);
    expect(long.virtualRows).toHaveBeenCalledOnce();
    expect(long.plainRows).not.toHaveBeenCalled();
    expect(long.markdown).not.toHaveBeenCalled();
  });
});
