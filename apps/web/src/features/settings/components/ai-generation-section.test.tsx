import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AiEngineResponse, GenerationMode } from '@polymath/shared';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import { expectControlFollowsFeatureList } from '@/testing/feature-list-expectations';
import { stubApiServer } from '@/testing/stub-api-server';
import { AiGenerationSection } from './ai-generation-section';

function renderSection(generationMode: GenerationMode = 'chat', isAdmin = false) {
  const onGenerationModeChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TooltipProvider>
        <AiGenerationSection
          generationMode={generationMode}
          onGenerationModeChange={onGenerationModeChange}
          isAdmin={isAdmin}
        />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { onGenerationModeChange };
}

function answerEngine(engine: AiEngineResponse) {
  vi.mocked(fetch).mockResolvedValue(Response.json(engine));
}

describe('AiGenerationSection', () => {
  const offline = { webSearch: 'not-configured', encyclopedia: true, news: true } as const;

  it('shows the built-in engine named by GET /api/ai-engine, and how the operator adds a model', async () => {
    answerEngine({
      engineName: 'Polymath built-in engine',
      kind: 'built-in',
      capabilities: offline,
    });
    renderSection();
    expect(
      await screen.findByText(
        /^Polymath built-in engine \(offline, runs on this server\)\. Whoever runs this server can connect a language model with AI_BASE_URL and AI_MODEL/,
      ),
    ).toBeInTheDocument();
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/ai-engine');
  });

  it('shows the steps that give the server a language model while the built-in engine answers', async () => {
    answerEngine({
      engineName: 'Polymath built-in engine',
      kind: 'built-in',
      capabilities: offline,
    });
    renderSection();
    const steps = await screen.findByRole('region', { name: 'Connect a language model' });
    const commands = within(steps)
      .getAllByRole('listitem')
      .map((way) => way.querySelector('code')?.textContent);
    expect(commands).toEqual([
      'npm run model:pull\nLOCAL_MODEL_PATH=./data/models/qwen2.5-0.5b-instruct-q4_k_m.gguf npm start',
      'ollama pull llama3.2\nAI_BASE_URL=http://localhost:11434/v1 AI_MODEL=llama3.2 npm start',
      'AI_BASE_URL=https://api.openai.com/v1 AI_MODEL=gpt-4o-mini AI_API_KEY=your-key npm start',
    ]);
    expect(
      within(steps).getByText(/^Set LOCAL_MODEL_PATH or AI_BASE_URL, not both\./),
    ).toBeVisible();
  });

  it('shows a connected model by its configured name, without the steps', async () => {
    answerEngine({ engineName: 'llama3.1:8b', kind: 'openai-compatible', capabilities: offline });
    renderSection();
    expect(await screen.findByText('llama3.1:8b (connected model)')).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Connect a language model' }),
    ).not.toBeInTheDocument();
  });

  it('says a local model runs on this server and answers one question at a time', async () => {
    answerEngine({
      engineName: 'qwen2.5-0.5b-instruct-q4_k_m.gguf (local model)',
      kind: 'local',
      capabilities: offline,
    });
    renderSection();
    expect(
      await screen.findByText(
        'qwen2.5-0.5b-instruct-q4_k_m.gguf (local model): a language model running on this server, offline. It answers one question at a time.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['ready', /^On: questions about the world are searched on the web/],
    [
      'not-configured',
      /^Not set up\. Whoever runs this server can connect a SearXNG instance with SEARXNG_URL/,
    ],
    ['off', /^Off: this server answers without network lookups/],
  ] as const)('says whether web search is %s', async (webSearch, text) => {
    answerEngine({
      engineName: 'llama3.1:8b',
      kind: 'openai-compatible',
      capabilities: { ...offline, webSearch },
    });
    renderSection();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says so when the server cannot be asked', async () => {
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    renderSection();
    expect(
      await screen.findByText(
        'Could not reach the server to ask which engine answers.',
        undefined,
        {
          timeout: 5000,
        },
      ),
    ).toBeInTheDocument();
  });

  it('marks the current mode and switches to another one', async () => {
    const user = userEvent.setup();
    const { onGenerationModeChange } = renderSection('photo');
    const modes = screen.getByRole('group', { name: 'Generation mode' });
    expect(modes).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Photo' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Chat' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Chat' }));
    expect(onGenerationModeChange).toHaveBeenCalledWith('chat');
  });

  it('keeps video generation unavailable while it is in development', async () => {
    const user = userEvent.setup();
    const { onGenerationModeChange } = renderSection();
    const video = screen.getByRole('button', { name: /^Video/ });
    expectControlFollowsFeatureList(video, 'video-generation', 'Video');
    await user.click(video);
    expect(onGenerationModeChange).not.toHaveBeenCalled();
  });

  it('shows an admin which configured services answer, and asks nothing for anyone else', async () => {
    const engine = {
      engineName: 'Polymath built-in engine',
      kind: 'built-in',
      capabilities: offline,
    };
    const searxng = {
      name: 'SearXNG',
      variable: 'SEARXNG_URL',
      address: 'http://searxng:8080',
      state: 'does-not-answer',
      problem: 'connection refused',
      checkedAt: '2026-12-01T10:00:00.000Z',
    };
    const seen = stubApiServer({
      'GET /api/ai-engine': () => Response.json(engine),
      'GET /api/admin/services': () =>
        Response.json({
          instance: 'polymath-1',
          engine: {
            kind: 'built-in',
            name: 'Polymath built-in engine',
            address: null,
            state: 'answers',
            problem: null,
          },
          services: [searxng],
        }),
    });
    renderSection('chat', false);
    await screen.findByText(/^Polymath built-in engine/);
    expect(screen.queryByRole('region', { name: 'Configured services' })).not.toBeInTheDocument();
    expect(seen.map((request) => request.path)).not.toContain('/api/admin/services');

    renderSection('chat', true);
    expect(
      await screen.findByText('SearXNG at http://searxng:8080 did not answer: connection refused.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Polymath built-in engine runs inside this server and answers.'),
    ).toBeInTheDocument();
  });
});
