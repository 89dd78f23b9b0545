import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { CHAT } from '@polymath/shared';
import { Toaster } from '@/components/ui/toast';
import { useChatStore } from '../stores/chat-store';
import { ChatView } from './chat-view';

function renderChat() {
  return render(
    <MemoryRouter>
      <ChatView isAppReady />
      <Toaster />
    </MemoryRouter>,
  );
}

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const messageLog = () => screen.getByRole('log', { name: 'Messages' });

describe('ChatView', () => {
  it('welcomes the user while the conversation is empty', () => {
    renderChat();
    expect(screen.getByRole('heading', { name: 'How can I help you today?' })).toBeInTheDocument();
    expect(messageLog()).toBeEmptyDOMElement();
  });

  it('sends with Enter: the message appears as the user message, then a labelled notice', async () => {
    const user = userEvent.setup();
    renderChat();
    await user.type(messageBox(), 'What is photosynthesis?{Enter}');

    const log = messageLog();
    expect(within(log).getByText('What is photosynthesis?')).toBeInTheDocument();
    expect(within(log).getByText(/AI engine: Coming soon/)).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'How can I help you today?' })).toBeNull();
    expect(useChatStore.getState().messages.map((message) => message.role)).toEqual([
      'user',
      'assistant',
    ]);
  });

  it('sends with the Send button', async () => {
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
    expect(useChatStore.getState().messages).toEqual([]);
  });

  it('clears the input with Escape', async () => {
    const user = userEvent.setup();
    renderChat();
    await user.type(messageBox(), 'never mind');
    await user.keyboard('{Escape}');
    expect(messageBox()).toHaveValue('');
  });

  it('clears the conversation with Ctrl+K and Cmd+K', async () => {
    const user = userEvent.setup();
    renderChat();
    await user.type(messageBox(), 'one{Enter}');
    await user.keyboard('{Control>}k{/Control}');
    expect(messageLog()).toBeEmptyDOMElement();
    expect(await screen.findByText('Conversation cleared')).toBeInTheDocument();

    await user.type(messageBox(), 'two{Enter}');
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

  it('keeps the conversation in local storage so a reload loses nothing', async () => {
    const user = userEvent.setup();
    renderChat();
    await user.type(messageBox(), 'remember me{Enter}');
    const stored = JSON.parse(window.localStorage.getItem('polymath-conversations') ?? '{}') as {
      state?: { messages?: { content: string }[]; draft?: string };
    };
    expect(stored.state?.messages?.[0]?.content).toBe('remember me');
    expect(stored.state).not.toHaveProperty('draft');
  });
});
