import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@polymath/shared';
import { useToastStore } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { useAuthStore } from '../stores/auth-store';
import { usePendingSignInStore } from '../stores/pending-sign-in-store';
import { buildUser, stubAuthServer } from '../testing/auth-fixtures';
import { SET_ASIDE_FAILED_MESSAGE, SignInChoiceDialog } from './sign-in-choice-dialog';

const ADA = buildUser({ id: 'user-ada', name: 'Ada', email: 'ada@example.org' });
const GRACE = buildUser({ id: 'user-grace', name: 'Grace', email: 'grace@example.org' });
const GRACE_SESSION = { token: 'grace-session', user: GRACE };

function renderDialog(onSetAside: () => boolean = () => true) {
  const seen = stubAuthServer({ 'POST /auth/logout': () => Response.json({ success: true }) });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SignInChoiceDialog onSetAsideLocalConversations={onSetAside} />
    </QueryClientProvider>,
  );
  const revoked = () =>
    seen.filter(({ path }) => path === '/auth/logout').map(({ authorization }) => authorization);
  return { revoked };
}

function askToSwitch() {
  useAuthStore.getState().startSession({ token: 'ada-session', user: ADA });
  usePendingSignInStore.setState({
    pending: { kind: 'switch-account', session: GRACE_SESSION, currentUser: ADA },
  });
}

function askAboutConversations(conversationCount = 3) {
  usePendingSignInStore.setState({
    pending: { kind: 'local-conversations', session: GRACE_SESSION, conversationCount },
  });
}

describe('switching accounts after a Google sign-in return', () => {
  it('names both accounts and switches only when asked, ending the previous session', async () => {
    const user = userEvent.setup();
    askToSwitch();
    const { revoked } = renderDialog();
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch accounts?' });
    expect(dialog).toHaveTextContent(
      'You are signed in as Ada (ada@example.org). Google signed you in as Grace (grace@example.org).',
    );
    // Focus starts on the answer that changes nothing.
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Switch account' }));
    expect(useAuthStore.getState()).toMatchObject({ token: 'grace-session', user: GRACE });
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe('grace-session');
    await waitFor(() => expect(revoked()).toEqual(['Bearer ada-session']));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays, and ends the new session, on Stay or Escape', async () => {
    const user = userEvent.setup();
    askToSwitch();
    const { revoked } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Stay signed in' }));
    expect(useAuthStore.getState().token).toBe('ada-session');
    await waitFor(() => expect(revoked()).toEqual(['Bearer grace-session']));

    askToSwitch();
    await screen.findByRole('alertdialog', { name: 'Switch accounts?' });
    await user.keyboard('{Escape}');
    expect(useAuthStore.getState().token).toBe('ada-session');
    await waitFor(() =>
      expect(revoked()).toEqual(['Bearer grace-session', 'Bearer grace-session']),
    );
  });
});

describe('a guest’s conversations at a Google sign-in return', () => {
  it('adds them only when the person says so', async () => {
    const user = userEvent.setup();
    const onSetAside = vi.fn(() => true);
    askAboutConversations();
    renderDialog(onSetAside);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Add this browser’s conversations to your account?',
    });
    expect(dialog).toHaveTextContent(
      'You have 3 conversations in this browser from before you signed in as Grace (grace@example.org).',
    );
    expect(screen.getByRole('button', { name: 'Cancel sign-in' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add them to my account' }));
    expect(onSetAside).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user: GRACE });
  });

  it('keeps them out: set aside first, then signed in', async () => {
    const user = userEvent.setup();
    const order: string[] = [];
    const onSetAside = vi.fn(() => {
      order.push(useAuthStore.getState().isAuthenticated ? 'after sign-in' : 'before sign-in');
      return true;
    });
    askAboutConversations(1);
    renderDialog(onSetAside);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('You have 1 conversation in');
    await user.click(screen.getByRole('button', { name: 'Keep them out' }));
    expect(order).toEqual(['before sign-in']);
    expect(useAuthStore.getState().user).toEqual(GRACE);
  });

  it('signs in nowhere when they cannot be kept apart, and says why', async () => {
    const user = userEvent.setup();
    askAboutConversations();
    renderDialog(() => false);
    await user.click(await screen.findByRole('button', { name: 'Keep them out' }));
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(useToastStore.getState().toasts.map(({ title }) => title)).toEqual([
      SET_ASIDE_FAILED_MESSAGE,
    ]);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('cancels the sign-in on Cancel, ending the new session', async () => {
    const user = userEvent.setup();
    askAboutConversations();
    const { revoked } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Cancel sign-in' }));
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    await waitFor(() => expect(revoked()).toEqual(['Bearer grace-session']));
  });
});
