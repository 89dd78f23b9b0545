import { act, render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { STARTUP_FINISHED_STATE, useStartupStore } from '@/app/startup/startup-store';
import { createQueryClient } from '@/lib/query-client';

/** Marks the startup sequence as over, for tests about the app itself. */
export function skipStartup(): void {
  useStartupStore.setState(STARTUP_FINISHED_STATE);
}

/** Remembers that the onboarding dialogs and notice were answered, so they stay out of the way. */
export function skipOnboarding(): void {
  window.localStorage.setItem('polymath-welcome-seen', 'true');
  window.localStorage.setItem(
    'polymath-terms-accepted',
    JSON.stringify({ acceptedAt: new Date().toISOString() }),
  );
  window.localStorage.setItem('polymath-cookie-notice', 'true');
}

/**
 * Renders the whole app (providers and routes) at a path, in a memory router. Resolves once the
 * home screen, which loads lazily behind the splash, has arrived.
 */
export async function renderApp(
  path = '/',
): Promise<RenderResult & { router: ReturnType<typeof createMemoryRouter> }> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await act(async () => {
    await import('@/app/routes/home-screen');
  });
  return { ...result, router };
}
