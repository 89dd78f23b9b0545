import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useChatStore } from '../stores/chat-store';
import { ChatComposer } from './chat-composer';

function renderComposer(onSend = vi.fn()) {
  render(<ChatComposer isBusy={false} onSend={onSend} onStop={vi.fn()} toolbar={null} />);
  return { onSend, user: userEvent.setup() };
}

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

describe('ChatComposer generation mode', () => {
  it('shows nothing about the mode in plain chat', () => {
    renderComposer();
    expect(screen.queryByText(/mode$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to chat' })).not.toBeInTheDocument();
  });

  it('says Photo mode once it is chosen, and the input is described by it', () => {
    renderComposer();
    act(() => useChatStore.getState().setGenerationMode('photo'));
    expect(screen.getByText('Photo mode')).toBeVisible();
    expect(messageBox()).toHaveAccessibleDescription(/^Photo mode/);
    expect(screen.getByText('Photo mode').closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('goes back to chat from the chip, the focus staying in the input', async () => {
    useChatStore.getState().setGenerationMode('photo');
    const { user } = renderComposer();
    await user.click(screen.getByRole('button', { name: 'Back to chat' }));
    expect(useChatStore.getState().generationMode).toBe('chat');
    expect(screen.queryByText('Photo mode')).not.toBeInTheDocument();
    expect(messageBox()).toHaveFocus();
    expect(messageBox()).not.toHaveAccessibleDescription(/mode/);
  });

  it('says Video mode the same way', () => {
    useChatStore.getState().setGenerationMode('video');
    renderComposer();
    expect(screen.getByText('Video mode')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back to chat' })).toBeInTheDocument();
  });
});
