import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AiEngineKind, AiEngineResponse, AssistantCapabilities } from '@polymath/shared';
import { onOpenSettingsSection } from '@/lib/settings-sections';
import { ChatEmptyState } from './chat-empty-state';

const OFFLINE: AssistantCapabilities = { webSearch: 'off', encyclopedia: false, news: false };

const engineOf = (
  kind: AiEngineKind,
  capabilities: AssistantCapabilities = OFFLINE,
): AiEngineResponse => ({
  engineName: kind === 'built-in' ? 'Polymath built-in engine' : 'llama3.2',
  kind,
  capabilities,
});

const renderWelcome = (engine?: AiEngineResponse) =>
  render(<ChatEmptyState onPickPrompt={() => undefined} engine={engine} />);

describe('ChatEmptyState', () => {
  it.each([
    [
      { webSearch: 'ready', encyclopedia: true, news: true },
      /an answer from the web with its sources/,
    ],
    [
      { webSearch: 'not-configured', encyclopedia: true, news: true },
      /an answer from the encyclopedia with its sources/,
    ],
    [
      { webSearch: 'off', encyclopedia: false, news: false },
      /^Ask about math, dates, Polymath itself or the topics already learned/,
    ],
  ] as const)('says where answers come from on this server (%o)', (capabilities, text) => {
    renderWelcome(engineOf('built-in', capabilities));
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('says something general until the server has said what it can do', () => {
    renderWelcome();
    expect(screen.getByText(/^Ask a question, explore a topic/)).toBeInTheDocument();
    expect(screen.queryByText(/built-in engine/)).not.toBeInTheDocument();
  });

  it('says the built-in engine answers, with the spec’s welcome kept, and links to connecting a model', async () => {
    const opened = vi.fn();
    onTestFinished(onOpenSettingsSection(opened));
    renderWelcome(engineOf('built-in'));
    expect(screen.getByRole('heading', { name: 'How can I help you today?' })).toBeInTheDocument();
    expect(
      screen.getByText(/^This server answers with Polymath's built-in engine\./),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'How to connect a language model' }));
    expect(opened).toHaveBeenCalledWith('ai-generation-settings');
  });

  it.each(['openai-compatible', 'local'] as const)(
    'says nothing of connecting a model when a %s model answers',
    (kind) => {
      renderWelcome(engineOf(kind));
      expect(screen.queryByText(/built-in engine/)).not.toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: 'How to connect a language model' }),
      ).not.toBeInTheDocument();
    },
  );
});
