import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@polymath/shared';
import { renderApp, skipOnboarding, skipStartup } from '@/testing/render-app';
import { usePrivacyDialogStore } from '../stores/privacy-dialog-store';

// The dialog and the phone menu load lazily; give them time on a busy machine.
const LAZY = { timeout: 5000 };

describe('opening the Privacy dialog in the app', { timeout: 20_000 }, () => {
  beforeEach(() => {
    skipStartup();
    skipOnboarding();
  });
  afterEach(() => usePrivacyDialogStore.setState({ isOpen: null, returnFocusTo: null }));

  it('opens from the header Privacy button and gives focus back to it on Escape', async () => {
    const user = userEvent.setup();
    await renderApp();
    const privacyButton = screen.getByRole('button', { name: 'Privacy' });

    await user.click(privacyButton);
    const dialog = await screen.findByRole('dialog', { name: 'Privacy & Consent' }, LAZY);
    expect(within(dialog).getByRole('region', { name: 'Consent status' })).toHaveTextContent(
      'Not set',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Privacy & Consent' })).not.toBeInTheDocument();
    // Radix gives focus back on the next tick after the dialog unmounts.
    await waitFor(() => expect(privacyButton).toHaveFocus());
  });

  it("opens from the cookie notice's Privacy Settings", async () => {
    window.localStorage.removeItem(STORAGE_KEYS.cookieNoticeDismissed);
    const user = userEvent.setup();
    await renderApp();

    const notice = screen.getByRole('region', { name: 'Cookie notice' });
    await user.click(within(notice).getByRole('button', { name: 'Privacy Settings' }));

    expect(
      await screen.findByRole('dialog', { name: 'Privacy & Consent' }, LAZY),
    ).toBeInTheDocument();
  });

  it('opens from the phone menu, closing the menu', async () => {
    const user = userEvent.setup();
    await renderApp();

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' }, LAZY);
    await user.click(within(menu).getByRole('button', { name: 'Privacy & Consent' }));

    expect(
      await screen.findByRole('dialog', { name: 'Privacy & Consent' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
