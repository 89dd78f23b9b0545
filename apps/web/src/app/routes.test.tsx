import { describe, expect, it } from 'vitest';
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
    await renderApp('/');
    expect(screen.getByTestId('splash')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Starting...');
  });
});
