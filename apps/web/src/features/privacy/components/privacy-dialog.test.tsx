import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@polymath/shared';
import { createQueryClient } from '@/lib/query-client';
import PrivacyDialog from './privacy-dialog';

const CHOSEN_AT = '2026-11-22T01:40:00.000Z';
const NOW = new Date('2026-11-23T09:15:00.000Z');
const SAVED_LOCATION = '{"latitude":48.85,"longitude":2.35}';
const CONVERSATIONS = '{"state":{"conversations":[{"id":"c1"}]},"version":2}';

function storeConsent(status: string) {
  window.localStorage.setItem(
    STORAGE_KEYS.consent,
    JSON.stringify({ status, timestamp: CHOSEN_AT }),
  );
}

function storedConsent(): unknown {
  const stored = window.localStorage.getItem(STORAGE_KEYS.consent);
  return stored === null ? null : JSON.parse(stored);
}

function renderDialog() {
  const reloadPage = vi.fn();
  const onOpenChange = vi.fn();
  render(
    // The rights list asks the server's configuration for the support address.
    <QueryClientProvider client={createQueryClient()}>
      <PrivacyDialog open onOpenChange={onOpenChange} reloadPage={reloadPage} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Privacy & Consent' });
  const status = within(dialog).getByRole('region', { name: 'Consent status' });
  return { dialog, status, reloadPage, onOpenChange };
}

describe('PrivacyDialog', () => {
  afterEach(() => vi.useRealTimers());

  it('says Not set when no choice was made', () => {
    const { status } = renderDialog();
    expect(status).toHaveTextContent('Not set');
    expect(within(status).queryByText(/Chosen on/)).not.toBeInTheDocument();
  });

  it('says Not set when the stored record is damaged', () => {
    window.localStorage.setItem(STORAGE_KEYS.consent, '{"status":"granted","timestamp":"soon"}');
    const { status } = renderDialog();
    expect(status).toHaveTextContent('Not set');
  });

  it('shows a granted consent with the date and time it was given', () => {
    storeConsent('granted');
    const { status } = renderDialog();
    expect(status).toHaveTextContent('Granted');
    const time = status.querySelector('time');
    expect(time).toHaveAttribute('datetime', CHOSEN_AT);
    const expected = new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(CHOSEN_AT));
    expect(time).toHaveTextContent(expected);
  });

  it('shows a denied consent as essential only', () => {
    storeConsent('denied');
    const { status } = renderDialog();
    expect(status).toHaveTextContent('Denied (essential only)');
    expect(status.querySelector('time')).toHaveAttribute('datetime', CHOSEN_AT);
  });

  it('stores Accept All as granted with the current time, then reloads the page', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const user = userEvent.setup();
    const { dialog, reloadPage } = renderDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Accept All' }));

    expect(storedConsent()).toEqual({ status: 'granted', timestamp: NOW.toISOString() });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('stores Reject All as denied with the current time, dropping the saved location, then reloads', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    storeConsent('granted');
    window.localStorage.setItem(STORAGE_KEYS.location, SAVED_LOCATION);
    const user = userEvent.setup();
    const { dialog, reloadPage } = renderDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Reject All (Essential Only)' }));

    expect(storedConsent()).toEqual({ status: 'denied', timestamp: NOW.toISOString() });
    expect(window.localStorage.getItem(STORAGE_KEYS.location)).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('clears the consent and the saved location but keeps conversations, then reloads', async () => {
    storeConsent('granted');
    window.localStorage.setItem(STORAGE_KEYS.location, SAVED_LOCATION);
    window.localStorage.setItem(STORAGE_KEYS.conversations, CONVERSATIONS);
    const user = userEvent.setup();
    const { dialog, reloadPage } = renderDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Clear All Consent Data' }));

    expect(storedConsent()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.location)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.conversations)).toBe(CONVERSATIONS);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('links the privacy policy in a new tab and lists the data uses and rights', () => {
    const { dialog } = renderDialog();
    const policy = within(dialog).getByRole('link', { name: /Privacy Policy/ });
    expect(policy).toHaveAttribute('href', '/privacy-policy');
    expect(policy).toHaveAttribute('target', '_blank');

    const uses = within(dialog).getByRole('region', { name: 'How your data is used' });
    for (const use of ['Conversations', 'Messages you send', 'Anonymous id', 'Location', 'Ads']) {
      expect(within(uses).getByText(use)).toBeInTheDocument();
    }
    const rights = within(dialog).getByRole('region', { name: 'Your rights' });
    for (const right of ['Access', 'Deletion', 'Withdraw consent']) {
      expect(within(rights).getByText(right)).toBeInTheDocument();
    }
  });

  it('starts focus on the dialog itself, so a stray Enter consents to nothing', async () => {
    const user = userEvent.setup();
    const { dialog, reloadPage } = renderDialog();
    expect(dialog).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(storedConsent()).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('closes on Escape without changing anything', async () => {
    storeConsent('denied');
    const user = userEvent.setup();
    const { onOpenChange, reloadPage } = renderDialog();

    await user.keyboard('{Escape}');

    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(reloadPage).not.toHaveBeenCalled();
    expect(storedConsent()).toEqual({ status: 'denied', timestamp: CHOSEN_AT });
  });
});
