import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ADS, LIMITS, SUPPORT_EMAIL } from '@polymath/shared';
import PrivacyPolicyPageDefault from './privacy-policy-page';
import TermsPageDefault from './terms-page';
import { LEGAL_LAST_UPDATED, PrivacyPolicyPage, TermsPage } from './index';

const OPERATOR_EMAIL = 'help@example.org';

function renderPage(page: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

function serveConfig() {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(
        JSON.stringify({
          productName: 'Polymath',
          version: '1.0.0',
          supportEmail: OPERATOR_EMAIL,
          ads: {
            publisherId: null,
            slotId: null,
            scriptUrl: ADS.defaultScriptUrl,
            popupDelayMs: ADS.popupDelayDefaultMs,
          },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  document.title = 'Polymath';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PrivacyPolicyPage', () => {
  it('explains what is stored where, with the operator support address', async () => {
    const fetchMock = serveConfig();

    renderPage(<PrivacyPolicyPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    for (const name of [
      'What is kept in your browser',
      "What is kept on this instance's server",
      'Outside services',
      'Your rights',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(LEGAL_LAST_UPDATED)).toHaveAttribute('dateTime', LEGAL_LAST_UPDATED);
    expect(await screen.findByRole('link', { name: OPERATOR_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${OPERATOR_EMAIL}`,
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/config',
      expect.objectContaining({ method: 'GET' }),
    );
    expect(screen.getByRole('link', { name: 'Back to Polymath' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Privacy Policy · Polymath');
  });

  it('falls back to the built-in support address when the server does not answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))),
    );

    renderPage(<PrivacyPolicyPage />);

    expect(await screen.findByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
  });
});

describe('TermsPage', () => {
  it('states the plans, the guest limit and that AI answers can be wrong', async () => {
    serveConfig();

    renderPage(<TermsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'AI answers can be wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/costs \$9\.99 per month/)).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`a guest can send ${LIMITS.guestMessages} free\\s+messages`)),
    ).toBeInTheDocument();
    expect(screen.getByText(/switched to Free immediately/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: OPERATOR_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${OPERATOR_EMAIL}`,
    );
    expect(document.title).toBe('Terms of Use · Polymath');
  });
});

describe('lazy route modules', () => {
  it('default-export the same pages as the index', () => {
    expect(PrivacyPolicyPageDefault).toBe(PrivacyPolicyPage);
    expect(TermsPageDefault).toBe(TermsPage);
  });
});
