import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useChatStore } from '@/features/chat';
import { conversationMessageSource, useConversationsStore } from '@/features/conversations';
import { renderApp, skipOnboarding, skipStartup } from '@/testing/render-app';

// A lazy tab shows after its chunk resolves; the chunks are compiled up front (beforeAll), and this
// leaves a busy machine time to render them.
const LAZY_PANEL = { timeout: 4_000 };
const COMPILE_TIMEOUT_MS = 60_000;

function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const activeConversationId = () => useConversationsStore.getState().store.activeConversationId;

describe('home page', () => {
  beforeAll(async () => {
    await Promise.all([
      import('@/features/learning/components/learning-tab'),
      import('@/features/rewards/components/rewards-tab'),
      import('@/features/settings/components/settings-tab'),
      import('../layout/mobile-menu-sheet'),
    ]);
  }, COMPILE_TIMEOUT_MS);

  beforeEach(() => {
    skipStartup();
    skipOnboarding();
  });

  it('switches between the four main tabs', async () => {
    const user = userEvent.setup();
    await renderApp();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Chat', 'Learning', 'Rewards', 'Settings']);
    expect(screen.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Learning' }));
    expect(
      await screen.findByRole('link', { name: /Open Study Plans/ }, LAZY_PANEL),
    ).toHaveAttribute('href', '/study-plans');
    expect(
      within(screen.getByRole('tabpanel')).getByRole('button', { name: 'All Subjects Directory' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Rewards' }));
    expect(await screen.findByRole('heading', { name: 'Rewards' }, LAZY_PANEL)).toBeInTheDocument();
  });

  it('remembers the active tab across a reload', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderApp();
    await user.click(screen.getByRole('tab', { name: 'Rewards' }));
    unmount();

    await renderApp();
    expect(screen.getByRole('tab', { name: 'Rewards' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the features that land later as disabled, saying Coming soon', async () => {
    await renderApp();
    for (const name of ['Image', 'Video', 'Location']) {
      const control = screen.getByRole('button', { name });
      expect(control).toHaveAttribute('aria-disabled', 'true');
      expect(descriptionOf(control)).toContain('Coming soon');
    }
    expect(descriptionOf(screen.getByRole('button', { name: 'Video' }))).toContain(
      'In Development',
    );
  });

  it('shows Coming soon in a tooltip when a disabled control gets keyboard focus', async () => {
    const user = userEvent.setup();
    await renderApp();
    const image = screen.getByRole('button', { name: 'Image' });
    image.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Coming soon');
  });

  it('opens the Settings tab from the header Settings button', async () => {
    const user = userEvent.setup();
    await renderApp();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByRole('heading', { name: 'Appearance' }, LAZY_PANEL),
    ).toBeInTheDocument();
  });

  it('opens the mobile menu from Menu with every item, and New Chat starts a conversation', async () => {
    const user = userEvent.setup();
    const firstId = activeConversationId();
    conversationMessageSource(firstId).setMessages(() => [
      { id: 'q1', role: 'user', content: 'An earlier question' },
    ]);
    await renderApp();

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' }, LAZY_PANEL);
    for (const name of [
      'New Chat',
      'View Conversations (1)',
      'Upload File',
      'Start Coding',
      'Vibe-Coding',
      'Productivity',
      'Chat',
      'Video',
      'Photo',
      'Voice Input',
    ]) {
      expect(within(menu).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('button', { name: 'Voice Input' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(descriptionOf(within(menu).getByRole('button', { name: 'Voice Input' }))).toBe(
      'Coming soon',
    );
    expect(within(menu).getByRole('button', { name: /View Conversations/ })).not.toHaveAttribute(
      'aria-disabled',
    );

    await user.click(within(menu).getByRole('button', { name: 'New Chat' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(activeConversationId()).not.toBe(firstId);
    expect(screen.getByRole('heading', { name: 'How can I help you today?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'View Conversations (2)' })).toBeInTheDocument();
  });

  it("opens the chat's file picker from the menu's Upload File", async () => {
    const user = userEvent.setup();
    await renderApp();
    const picker = screen.getByLabelText('Choose a file to analyze');
    const click = vi.spyOn(picker, 'click');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' }, LAZY_PANEL);
    const upload = within(menu).getByRole('button', { name: 'Upload File' });
    expect(upload).not.toHaveAttribute('aria-disabled');
    await user.click(upload);
    expect(click).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it("sets the chat's generation mode from the menu, keeping Video in development", async () => {
    const user = userEvent.setup();
    await renderApp();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    let menu = await screen.findByRole('dialog', { name: 'Menu' }, LAZY_PANEL);
    expect(within(menu).getByRole('button', { name: 'Chat' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const video = within(menu).getByRole('button', { name: 'Video' });
    expect(video).toHaveAttribute('aria-disabled', 'true');
    expect(descriptionOf(video)).toBe('In Development');

    await user.click(within(menu).getByRole('button', { name: 'Photo' }));
    expect(useChatStore.getState().generationMode).toBe('photo');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    menu = await screen.findByRole('dialog', { name: 'Menu' }, LAZY_PANEL);
    expect(within(menu).getByRole('button', { name: 'Photo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(menu).getByRole('button', { name: 'Chat' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
