import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { create } from 'zustand';
import { ChatView } from '../components/chat-view';
import type { ChatMessageSource } from '../session/chat-message-source';
import { useChatStore } from '../stores/chat-store';
import { createMemoryMessageSource } from '../testing/memory-message-source';
import { setUpChatTests } from '../testing/reset-chat';

/** Stands in for the startup sequence: whether the app has appeared yet. */
const useAppReadiness = create<{ isReady: boolean }>(() => ({ isReady: true }));

let source: ChatMessageSource;

function ChatWhenReady() {
  return <ChatView isAppReady={useAppReadiness((state) => state.isReady)} messageSource={source} />;
}

function renderWithQuery(url: string, isAppReady: boolean) {
  useAppReadiness.setState({ isReady: isAppReady });
  const router = createMemoryRouter([{ path: '/', element: <ChatWhenReady /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return { router };
}

describe('the q query parameter', () => {
  setUpChatTests();

  beforeEach(() => {
    vi.useFakeTimers();
    source = createMemoryMessageSource();
  });

  it('pre-fills the input, sends it 2.5 s after the app appears and resets the URL to /', async () => {
    const { router } = renderWithQuery('/?q=What%20is%20gravity%3F', true);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('What is gravity?');

    await act(() => vi.advanceTimersByTimeAsync(2499));
    expect(source.getMessages()).toEqual([]);
    expect(router.state.location.search).toBe('?q=What%20is%20gravity%3F');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(source.getMessages()[0]?.content).toBe('What is gravity?');
    await waitFor(() =>
      expect(screen.getByRole('log', { name: 'Messages' })).toHaveTextContent('What is gravity?'),
    );
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('waits for the app to appear before counting the 2.5 s', async () => {
    renderWithQuery('/?q=hello', false);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(source.getMessages()).toEqual([]);

    act(() => useAppReadiness.setState({ isReady: true }));
    await act(() => vi.advanceTimersByTimeAsync(2499));
    expect(source.getMessages()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(source.getMessages()[0]?.content).toBe('hello');
  });

  it('sends the question as edited in the meantime', async () => {
    renderWithQuery('/?q=draft%20question', true);
    act(() => useChatStore.getState().setDraft('edited question'));
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(source.getMessages()[0]?.content).toBe('edited question');
  });

  it('does nothing without a q parameter', async () => {
    const { router } = renderWithQuery('/', true);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(source.getMessages()).toEqual([]);
    expect(router.state.historyAction).toBe('POP');
  });
});
