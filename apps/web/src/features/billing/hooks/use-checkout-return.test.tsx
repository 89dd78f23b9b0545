import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useToastStore } from '@/components/ui/use-toast';
import { useCheckoutReturn } from './use-checkout-return';

function Probe() {
  useCheckoutReturn();
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('returning from the hosted checkout', () => {
  it('thanks for the payment and takes the parameter out of the address', () => {
    const router = renderAt('/?checkout=success');
    expect(useToastStore.getState().toasts.at(-1)?.title).toBe(
      'Thank you! Your payment went through.',
    );
    expect(router.state.location.search).toBe('');
  });

  it('says nothing was charged after a canceled checkout', () => {
    renderAt('/?checkout=canceled');
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
      title: 'Checkout canceled',
      description: 'You have not been charged.',
    });
  });
});
