import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';

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
