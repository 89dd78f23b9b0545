import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { type AiEngineResponse, LIVE_EVENTS } from '@polymath/shared';
import { createQueryClient } from '@/lib/query-client';
import { LiveEventsDialog } from './live-events-dialog';
import { LIVE_EVENT_CATEGORY_PRESETS, LIVE_EVENT_QUICK_ACTION_PRESETS } from './live-event-presets';

function renderDialog() {
  const onSend = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LiveEventsDialog open onOpenChange={onOpenChange} onSend={onSend} />
    </QueryClientProvider>,
  );
  return { onSend, onOpenChange };
}

const allPresets = [
  ...LIVE_EVENTS.categories.map((category) => LIVE_EVENT_CATEGORY_PRESETS[category]),
  ...LIVE_EVENTS.quickActions.map((action) => LIVE_EVENT_QUICK_ACTION_PRESETS[action]),
];

describe('LiveEventsDialog', () => {
  it('shows the nine categories and the four quick actions', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Live Events' });
    expect(dialog).toBeInTheDocument();
    for (const preset of allPresets) {
      expect(screen.getByRole('button', { name: preset.label })).toBeInTheDocument();
    }
    for (const action of ['Last 24h', 'Trending', 'Local News', 'Global']) {
      expect(screen.getByRole('button', { name: action })).toBeInTheDocument();
    }
  });

  it.each(allPresets.map((preset) => [preset.label, preset.question]))(
    '%s sends its preset question and closes',
    async (label, question) => {
      const user = userEvent.setup();
      const { onSend, onOpenChange } = renderDialog();
      await user.click(screen.getByRole('button', { name: label }));
      expect(onSend).toHaveBeenCalledExactlyOnceWith(question);
      expect(onOpenChange).toHaveBeenCalledWith(false);
    },
  );

  it('gives every button its own question', () => {
    const questions = new Set(allPresets.map((preset) => preset.question));
    expect(questions.size).toBe(LIVE_EVENTS.categories.length + LIVE_EVENTS.quickActions.length);
  });

  it('says news is off, and sends nothing, on a server that does not reach the web', async () => {
    const engine: AiEngineResponse = {
      engineName: 'Polymath built-in engine',
      kind: 'built-in',
      capabilities: { webSearch: 'off', encyclopedia: false, news: false },
    };
    vi.mocked(fetch).mockResolvedValue(Response.json(engine));
    renderDialog();
    await screen.findByText(/^News is off on this server/);
    for (const preset of allPresets) {
      expect(screen.getByRole('button', { name: preset.label })).toBeDisabled();
    }
  });
});
