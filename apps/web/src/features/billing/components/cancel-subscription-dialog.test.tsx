import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { configuredBilling, stubBillingServer } from '../testing/billing-server';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';

function renderDialog(onCanceled = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CancelSubscriptionDialog open onOpenChange={vi.fn()} onCanceled={onCanceled} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Cancel Premium subscription?' });
}

const activeList = () =>
  Response.json({
    success: true,
    subscriptions: [{ id: 'sub_1', status: 'active', currentPeriodEnd: null }],
  });

describe('cancelling the subscription', () => {
  it('warns that the downgrade to Free is immediate, cancels the first subscription and reloads', async () => {
    const seen = stubBillingServer({
      'GET /api/billing/config': () => configuredBilling('cus_1'),
      'GET /api/stripe/subscriptions/cus_1': activeList,
      'POST /api/stripe/cancel-subscription': () => Response.json({ success: true }),
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const onCanceled = vi.fn();
    const dialog = renderDialog(onCanceled);
    expect(dialog).toHaveTextContent('downgraded to the Free tier immediately');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    await vi.waitFor(() => expect(onCanceled).toHaveBeenCalledOnce());
    expect(alert).toHaveBeenCalledWith(
      'Subscription canceled successfully! You have been switched to the Free tier.',
    );
    expect(seen.at(-1)).toMatchObject({ body: { subscriptionId: 'sub_1' } });
  });

  it('says No active subscription found when there is none', async () => {
    stubBillingServer({
      'GET /api/billing/config': () => configuredBilling('cus_1'),
      'GET /api/stripe/subscriptions/cus_1': () =>
        Response.json({ success: true, subscriptions: [] }),
    });
    const dialog = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No active subscription found',
    );
  });

  it('says Failed to cancel subscription when the server refuses', async () => {
    stubBillingServer({
      'GET /api/billing/config': () => configuredBilling('cus_1'),
      'GET /api/stripe/subscriptions/cus_1': activeList,
      'POST /api/stripe/cancel-subscription': () =>
        Response.json({ success: false, error: 'x', code: 'UPSTREAM_FAILED' }, { status: 502 }),
    });
    const onCanceled = vi.fn();
    const dialog = renderDialog(onCanceled);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to cancel subscription',
    );
    expect(onCanceled).not.toHaveBeenCalled();
  });
});
