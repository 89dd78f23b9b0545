import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type {
  AnsweringEngine,
  ConfiguredService,
  ConfiguredServicesResponse,
} from '@polymath/shared';
import { createQueryClient } from '@/lib/query-client';
import { stubApiServer } from '@/testing/stub-api-server';
import { ConfiguredServicesStatus } from './configured-services-status';

const SEARXNG: ConfiguredService = {
  name: 'SearXNG',
  variable: 'SEARXNG_URL',
  address: 'http://127.0.0.1:8888',
  state: 'does-not-answer',
  problem: 'connection refused',
  checkedAt: '2026-12-01T10:00:00.000Z',
};
const FEED: ConfiguredService = {
  name: 'News feed (tech)',
  variable: 'NEWS_FEEDS',
  address: 'http://rss-bridge:3000',
  state: 'answers',
  problem: null,
  checkedAt: '2026-12-01T10:00:00.000Z',
};

const BUILT_IN: AnsweringEngine = {
  kind: 'built-in',
  name: 'Polymath built-in engine',
  address: null,
  state: 'answers',
  problem: null,
};
const MODEL_SERVER: ConfiguredService = {
  name: 'Model server',
  variable: 'AI_BASE_URL',
  address: 'http://ollama:11434',
  state: 'does-not-answer',
  problem: 'connection refused',
  checkedAt: '2026-12-01T10:00:00.000Z',
};

function statusOf(...services: ConfiguredService[]): ConfiguredServicesResponse {
  return { instance: 'polymath-1', engine: BUILT_IN, services };
}

function renderStatus() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfiguredServicesStatus />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Configured services' });
}

describe('ConfiguredServicesStatus', () => {
  it('says which services answer and why the others did not, in plain words', async () => {
    stubApiServer({ 'GET /api/admin/services': () => Response.json(statusOf(SEARXNG, FEED)) });
    const region = renderStatus();
    expect(
      await within(region).findByText(
        /^SearXNG at http:\/\/127\.0\.0\.1:8888 did not answer: connection refused\.$/,
      ),
    ).toBeInTheDocument();
    expect(
      within(region).getByText(/^News feed \(tech\) at http:\/\/rss-bridge:3000 answers\.$/),
    ).toBeInTheDocument();
    expect(within(region).getByText('SEARXNG_URL')).toBeInTheDocument();
    expect(within(region).getByText(/^As seen from the server polymath-1;/)).toBeInTheDocument();
  });

  it('says the built-in engine answers, inside this server', async () => {
    stubApiServer({ 'GET /api/admin/services': () => Response.json(statusOf(FEED)) });
    const region = renderStatus();
    expect(
      await within(region).findByText(
        /^Polymath built-in engine runs inside this server and answers\.$/,
      ),
    ).toBeInTheDocument();
    expect(within(region).getByText('Answering engine:')).toBeInTheDocument();
  });

  it('names a connected model with its server’s address and why it does not answer', async () => {
    const engine: AnsweringEngine = {
      kind: 'openai-compatible',
      name: 'llama3.2',
      address: MODEL_SERVER.address,
      state: 'does-not-answer',
      problem: 'connection refused',
    };
    stubApiServer({
      'GET /api/admin/services': () => Response.json({ ...statusOf(MODEL_SERVER, FEED), engine }),
    });
    const region = renderStatus();
    expect(
      await within(region).findByText(
        /^llama3\.2 at http:\/\/ollama:11434 did not answer: connection refused\.$/,
      ),
    ).toBeInTheDocument();
    // The model server is that line; it is not listed again among the other services.
    expect(within(region).queryByText(/^Model server at/)).not.toBeInTheDocument();
    expect(within(region).getByText(/^News feed \(tech\) .* answers\.$/)).toBeInTheDocument();
  });

  it('says so while it asks the server', () => {
    stubApiServer({ 'GET /api/admin/services': () => new Promise<Response>(() => undefined) });
    const region = renderStatus();
    expect(within(region).getByRole('status')).toHaveTextContent(
      'Asking the server which configured services answer…',
    );
  });

  it('says when no outside service is configured, with nothing to check', async () => {
    stubApiServer({ 'GET /api/admin/services': () => Response.json(statusOf()) });
    const region = renderStatus();
    expect(
      await within(region).findByText(/^No outside services are configured/),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Check Again' })).not.toBeInTheDocument();
  });

  it('says when the server cannot be asked, and asks again on request', async () => {
    const user = userEvent.setup();
    let isDown = true;
    stubApiServer({
      'GET /api/admin/services': () =>
        isDown
          ? Response.json(
              { success: false, error: 'Server error', code: 'INTERNAL' },
              { status: 500 },
            )
          : Response.json(statusOf(FEED)),
    });
    const region = renderStatus();
    expect(
      await within(region).findByText(
        'Could not ask the server which configured services answer.',
        undefined,
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    isDown = false;
    await user.click(within(region).getByRole('button', { name: 'Try Again' }));
    expect(
      await within(region).findByText(/^News feed \(tech\) .* answers\.$/),
    ).toBeInTheDocument();
  });

  it('follows a check under way until the service has answered', async () => {
    let reads = 0;
    stubApiServer({
      'GET /api/admin/services': () => {
        reads += 1;
        const state = reads === 1 ? 'checking' : 'answers';
        return Response.json(statusOf({ ...FEED, state, checkedAt: null }));
      },
    });
    const region = renderStatus();
    expect(await within(region).findByText(/is being checked…$/)).toBeInTheDocument();
    expect(
      await within(region).findByText(/^News feed \(tech\) .* answers\.$/, undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
  });

  it('checks every service again on request and shows the new answers', async () => {
    const user = userEvent.setup();
    const seen = stubApiServer({
      'GET /api/admin/services': () => Response.json(statusOf(SEARXNG)),
      'POST /api/admin/services/check': () =>
        Response.json(statusOf({ ...SEARXNG, state: 'answers', problem: null })),
    });
    const region = renderStatus();
    await within(region).findByText(/did not answer: connection refused\.$/);
    await user.click(within(region).getByRole('button', { name: 'Check Again' }));
    expect(await within(region).findByText(/^SearXNG at .* answers\.$/)).toBeInTheDocument();
    expect(seen.map((request) => `${request.method} ${request.path}`)).toContain(
      'POST /api/admin/services/check',
    );
  });

  it('says when the services could not be checked again', async () => {
    const user = userEvent.setup();
    stubApiServer({
      'GET /api/admin/services': () => Response.json(statusOf(SEARXNG)),
      'POST /api/admin/services/check': () =>
        Response.json({ success: false, error: 'No', code: 'FORBIDDEN' }, { status: 403 }),
    });
    const region = renderStatus();
    await within(region).findByText(/did not answer/);
    await user.click(within(region).getByRole('button', { name: 'Check Again' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'The services could not be checked again.',
    );
  });
});
