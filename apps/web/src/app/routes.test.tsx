import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { APP_PAGE_PATHS } from '@polymath/shared';
import { renderApp } from '@/testing/render-app';
import { routes } from './routes';

function pathsOf(table: RouteObject[]): string[] {
  return table.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...pathsOf(route.children ?? []),
  ]);
}

describe('routes', () => {
  it('serves the Study Plans page at /study-plans', async () => {
    await renderApp('/study-plans');
    expect(await screen.findByRole('heading', { name: 'Study Plans' })).toBeInTheDocument();
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
  });

  it('serves the legal pages at /privacy-policy and /terms', async () => {
    const { unmount } = await renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: /privacy/i })).toBeInTheDocument();
    unmount();
    await renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: /terms/i })).toBeInTheDocument();
  });

  it("routes exactly the pages the server answers 200 for (APP_PAGE_PATHS), the rest 'not found'", () => {
    const routed = pathsOf(routes);
    expect(routed.filter((path) => path !== '*').sort()).toEqual([...APP_PAGE_PATHS].sort());
    expect(routed).toContain('*');
  });

  it('answers unknown paths with a page-not-found page', async () => {
    await renderApp('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Chat' })).toHaveAttribute('href', '/');
  });

  it('starts the app at / with the splash', async () => {
    // The splash moves on by the clock; on a busy machine loading the home screen can outlast its
    // first step, so the clock stands still while the page loads.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    try {
      await renderApp('/');
      expect(screen.getByTestId('splash')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Starting...');
    } finally {
      vi.useRealTimers();
    }
  });
});
