import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  FREE_PLAN_LINES,
  isFeatureAvailable,
  type PlanLine,
  PREMIUM_PLAN_LINES,
} from '@polymath/shared';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import type { BillingViewer } from '../hooks/use-checkout';
import {
  openPlanChooser,
  openPremiumDialog,
  resetBillingDialogStore,
} from '../stores/billing-dialog-store';
import { configuredBilling, stubBillingServer } from '../testing/billing-server';
import BillingDialogs from './billing-dialogs';

const FREE_USER: BillingViewer = { isSignedIn: true, isPremium: false, onSignInRequired: vi.fn() };

function renderDialogs(viewer: BillingViewer = FREE_USER) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TooltipProvider>
        <BillingDialogs viewer={viewer} />
      </TooltipProvider>
    </QueryClientProvider>,
  );
}

/**
 * Each line of a card is shown exactly when the product's feature list says this server has its
 * feature and the allowance it promises is not zero ('Unlimited image generation' waits for images).
 */
function expectOnlyOffered(card: HTMLElement, lines: readonly PlanLine[]) {
  const items = within(card)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
  for (const line of lines) {
    const isOffered =
      (line.feature === undefined || isFeatureAvailable(line.feature)) &&
      line.monthlyAllowance !== 0;
    expect(
      items.some((item) => item.includes(line.text)),
      line.text,
    ).toBe(isOffered);
  }
}

function checkoutAnswer(url = 'https://checkout.stripe.test/c/pay/cs_1') {
  return () => Response.json({ success: true, url });
}

async function openChooser() {
  openPlanChooser();
  renderDialogs();
  return screen.findByRole('dialog', { name: 'Choose Your Plan' });
}

describe('plan chooser', () => {
  afterEach(resetBillingDialogStore);

  it('shows the Free and Premium cards with the spec’s features and price text', async () => {
    stubBillingServer({ 'GET /api/billing/config': () => configuredBilling() });
    const dialog = await openChooser();
    const free = within(dialog).getByRole('region', { name: 'Free' });
    const premium = within(dialog).getByRole('region', { name: 'Premium' });
    expect(within(free).getByText('$0')).toBeInTheDocument();
    expect(within(free).getByText('Basic AI assistance')).toBeInTheDocument();
    expect(within(premium).getByText('$9.99')).toBeInTheDocument();
    expect(within(premium).getByText('Only $9.99/month, cancel anytime')).toBeInTheDocument();
    expect(within(premium).getByText('Most Popular')).toBeInTheDocument();
    expect(within(premium).getByText('Unlimited Vibe-Coding')).toBeInTheDocument();
    expect(within(premium).getByText('No ads')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(premium).getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled(),
    );
  });

  it('offers on each card only what this server can do, as the feature list says', async () => {
    stubBillingServer({ 'GET /api/billing/config': () => configuredBilling() });
    const dialog = await openChooser();
    expectOnlyOffered(within(dialog).getByRole('region', { name: 'Free' }), FREE_PLAN_LINES);
    expectOnlyOffered(within(dialog).getByRole('region', { name: 'Premium' }), PREMIUM_PLAN_LINES);
  });

  it('says plainly when payments are not set up, and offers no checkout', async () => {
    stubBillingServer({
      'GET /api/billing/config': () =>
        Response.json({ isConfigured: false, premiumPriceId: null, customerId: null }),
    });
    const dialog = await openChooser();
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Payments are not set up on this server',
    );
    expect(within(dialog).getByRole('button', { name: 'Upgrade to Premium' })).toBeDisabled();
  });

  it('opens the checkout address in a new tab with the configured price', async () => {
    const seen = stubBillingServer({
      'GET /api/billing/config': () => configuredBilling(),
      'POST /api/stripe/create-checkout-session': checkoutAnswer(),
    });
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    const dialog = await openChooser();
    const upgrade = within(dialog).getByRole('button', { name: 'Upgrade to Premium' });
    await waitFor(() => expect(upgrade).toBeEnabled());
    await userEvent.click(upgrade);
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1', '_blank'),
    );
    expect(tab.opener).toBeNull();
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      priceId: 'price_premium',
      planName: 'Premium',
    });
  });

  it('gives the payment link in an alert when the pop-up is blocked', async () => {
    stubBillingServer({
      'GET /api/billing/config': () => configuredBilling(),
      'POST /api/stripe/create-checkout-session': checkoutAnswer(),
    });
    vi.spyOn(window, 'open').mockReturnValue(null);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const dialog = await openChooser();
    const upgrade = within(dialog).getByRole('button', { name: 'Upgrade to Premium' });
    await waitFor(() => expect(upgrade).toBeEnabled());
    await userEvent.click(upgrade);
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        expect.stringContaining('https://checkout.stripe.test/c/pay/cs_1'),
      ),
    );
  });

  it.each([
    [
      'a refusal',
      () => Response.json({ success: false, error: 'No', code: 'CONFLICT' }, { status: 409 }),
      'Failed to create checkout session',
    ],
    [
      'a checkout without address',
      () =>
        Response.json(
          {
            success: false,
            error: 'No checkout URL received from server',
            code: 'UPSTREAM_FAILED',
          },
          { status: 502 },
        ),
      'No checkout URL received from server',
    ],
    [
      'no answer',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Payment processing failed',
    ],
  ])('shows the §8 text for %s', async (_case, answer, text) => {
    stubBillingServer({
      'GET /api/billing/config': () => configuredBilling(),
      'POST /api/stripe/create-checkout-session': answer,
    });
    const open = vi.spyOn(window, 'open');
    const dialog = await openChooser();
    const upgrade = within(dialog).getByRole('button', { name: 'Upgrade to Premium' });
    await waitFor(() => expect(upgrade).toBeEnabled());
    await userEvent.click(upgrade);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(open).not.toHaveBeenCalled();
  });

  it('asks a guest to sign in first instead of starting a checkout', async () => {
    stubBillingServer({ 'GET /api/billing/config': () => configuredBilling() });
    const onSignInRequired = vi.fn();
    openPlanChooser();
    renderDialogs({ isSignedIn: false, isPremium: false, onSignInRequired });
    const dialog = await screen.findByRole('dialog', { name: 'Choose Your Plan' });
    const upgrade = within(dialog).getByRole('button', { name: 'Sign in to upgrade' });
    await waitFor(() => expect(upgrade).toBeEnabled());
    await userEvent.click(upgrade);
    expect(onSignInRequired).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: 'Choose Your Plan' })).not.toBeInTheDocument();
  });
});

describe('Premium upgrade dialog', () => {
  afterEach(resetBillingDialogStore);

  it('offers unlimited access and closes on Maybe Later', async () => {
    stubBillingServer({ 'GET /api/billing/config': () => configuredBilling() });
    openPremiumDialog();
    renderDialogs();
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Unlimited Access' });
    expect(dialog).toHaveTextContent('Only $9.99/month, cancel anytime');
    expect(within(dialog).getByRole('button', { name: 'Pay with Card' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    expect(
      screen.queryByRole('dialog', { name: 'Unlock Unlimited Access' }),
    ).not.toBeInTheDocument();
  });

  it('lists only the Premium features this server has', async () => {
    stubBillingServer({ 'GET /api/billing/config': () => configuredBilling() });
    openPremiumDialog();
    renderDialogs();
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Unlimited Access' });
    expectOnlyOffered(
      within(dialog).getByRole('list', { name: 'Premium features' }),
      PREMIUM_PLAN_LINES,
    );
  });

  it('leads to the plan chooser with Compare plans', async () => {
    stubBillingServer({ 'GET /api/billing/config': () => configuredBilling() });
    openPremiumDialog();
    renderDialogs();
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Unlimited Access' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Compare plans' }));
    expect(await screen.findByRole('dialog', { name: 'Choose Your Plan' })).toBeInTheDocument();
  });
});
