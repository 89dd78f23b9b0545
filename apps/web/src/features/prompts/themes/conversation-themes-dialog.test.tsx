import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { type AiEngineResponse, CONVERSATION_THEMES } from '@polymath/shared';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import { ConversationThemesDialog } from './conversation-themes-dialog';

function renderDialog(isPremium?: boolean) {
  const onSend = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TooltipProvider>
        <ConversationThemesDialog
          open
          onOpenChange={onOpenChange}
          onSend={onSend}
          {...(isPremium === undefined ? {} : { isPremium })}
        />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { onSend, onOpenChange };
}

function themeCard(title: string) {
  return screen.getByRole('article', { name: title });
}

function shownThemeTitles() {
  return screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
}

describe('ConversationThemesDialog', () => {
  it('shows the category chips with their counts', () => {
    renderDialog();
    const chips = within(screen.getByRole('group', { name: 'Theme categories' }));
    const expected = [
      ['All', 9],
      ['Business', 2],
      ['Creative', 2],
      ['Technical', 2],
      ['Learning', 2],
      ['Personal', 1],
    ] as const;
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual(
      expected.map(([label, count]) => `${label}${count}`),
    );
  });

  it('filters the cards by the picked chip and back to All', async () => {
    const user = userEvent.setup();
    renderDialog();
    expect(shownThemeTitles()).toHaveLength(CONVERSATION_THEMES.length);

    await user.click(screen.getByRole('button', { name: /^Business/ }));
    expect(screen.getByRole('button', { name: /^Business/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(shownThemeTitles()).toEqual(['Business Strategy', 'Collaboration']);

    await user.click(screen.getByRole('button', { name: /^Personal/ }));
    expect(shownThemeTitles()).toEqual(['Personal Coach']);

    await user.click(screen.getByRole('button', { name: /^All/ }));
    expect(shownThemeTitles()).toHaveLength(CONVERSATION_THEMES.length);
  });

  it('sends a picked starter and closes', async () => {
    const user = userEvent.setup();
    const { onSend, onOpenChange } = renderDialog();
    const starter = 'Explain photosynthesis as if I were twelve years old.';
    await user.click(within(themeCard('Learning Mentor')).getByRole('button', { name: starter }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith(starter);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('locks premium themes for non-premium users: no starter can be picked, Upgrade is shown', async () => {
    const user = userEvent.setup();
    const { onSend, onOpenChange } = renderDialog();
    for (const title of ['Innovation Lab', 'Rapid Insights', 'Global Perspectives']) {
      const card = within(themeCard(title));
      const starters = within(card.getByRole('list')).getAllByRole('button');
      for (const starter of starters) expect(starter).toBeDisabled();
      await user.click(starters[0]!);
      const upgrade = card.getByRole('button', { name: 'Upgrade' });
      expect(upgrade).toHaveAttribute('aria-disabled', 'true');
      expect(upgrade).toHaveAccessibleDescription('Coming soon');
      await user.click(upgrade);
    }
    expect(onSend).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('offers Premium from a locked theme’s Upgrade when the app wires it', async () => {
    const user = userEvent.setup();
    const onUpgrade = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TooltipProvider>
          <ConversationThemesDialog
            open
            onOpenChange={vi.fn()}
            onSend={vi.fn()}
            onUpgrade={onUpgrade}
          />
        </TooltipProvider>
      </QueryClientProvider>,
    );
    const upgrade = within(themeCard('Innovation Lab')).getByRole('button', { name: 'Upgrade' });
    expect(upgrade).toBeEnabled();
    expect(upgrade).not.toHaveAttribute('aria-disabled');
    await user.click(upgrade);
    expect(onUpgrade).toHaveBeenCalledOnce();
  });

  it('leaves free themes unlocked and without Upgrade', () => {
    renderDialog();
    const card = within(themeCard('Business Strategy'));
    for (const starter of within(card.getByRole('list')).getAllByRole('button')) {
      expect(starter).toBeEnabled();
    }
    expect(card.queryByRole('button', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('lets premium users pick premium starters', async () => {
    const user = userEvent.setup();
    const { onSend } = renderDialog(true);
    const card = within(themeCard('Rapid Insights'));
    expect(card.queryByRole('button', { name: 'Upgrade' })).not.toBeInTheDocument();
    const [firstStarter] = within(card.getByRole('list')).getAllByRole('button');
    await user.click(firstStarter!);
    expect(onSend).toHaveBeenCalledExactlyOnceWith(firstStarter!.textContent);
  });

  describe('on a server without a language model or web search', () => {
    const builtIn: AiEngineResponse = {
      engineName: 'Polymath built-in engine',
      kind: 'built-in',
      capabilities: { webSearch: 'not-configured', encyclopedia: true, news: true },
    };

    it('marks the starters that need a language model and does not send them', async () => {
      vi.mocked(fetch).mockResolvedValue(Response.json(builtIn));
      const user = userEvent.setup();
      const { onSend } = renderDialog();
      await screen.findByText(/^This server answers with its built-in engine/);
      const card = themeCard('Learning Mentor');
      // A quiz must be written: the built-in engine says it cannot make one.
      const quiz = within(card).getByRole('button', {
        name: /^Quiz me with five questions on the causes of the First World War\./,
      });
      expect(quiz).toBeDisabled();
      expect(quiz).toHaveAccessibleDescription('Needs a language model');
      const habits = within(card).getByRole('button', {
        name: /^What are the most effective techniques for remembering what I study\?/,
      });
      expect(habits).toBeDisabled();
      expect(habits).toHaveAccessibleDescription('Needs a language model');
      await user.click(
        within(card).getByRole('button', { name: /^Explain photosynthesis as if I were twelve/ }),
      );
      expect(onSend).toHaveBeenCalledWith('Explain photosynthesis as if I were twelve years old.');
    });

    it('marks nothing when the server has web search', async () => {
      vi.mocked(fetch).mockResolvedValue(
        Response.json({
          ...builtIn,
          capabilities: { ...builtIn.capabilities, webSearch: 'ready' },
        }),
      );
      renderDialog();
      await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
      expect(screen.queryByText('Needs a language model')).not.toBeInTheDocument();
    });
  });
});
