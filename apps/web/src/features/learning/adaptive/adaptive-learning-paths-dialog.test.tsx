import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { stubLearningServer } from '../testing/learning-server';
import { AdaptiveLearningPathsDialog } from './adaptive-learning-paths-dialog';
import { resetAdaptiveProgress, useAdaptiveProgressStore } from './adaptive-progress-store';

function renderDialog(onAskInChat?: (question: string) => void) {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdaptiveLearningPathsDialog open onOpenChange={onOpenChange} onAskInChat={onAskInChat} />
    </QueryClientProvider>,
  );
  return { onOpenChange, dialog: screen.getByRole('dialog', { name: 'Adaptive Learning Paths' }) };
}

function pathButtons(dialog: HTMLElement) {
  return within(dialog)
    .getAllByRole('button')
    .filter((button) => button.closest('li'))
    .map((button) => button.getAttribute('aria-label'));
}

function rewardsLevel(level: number) {
  return () =>
    Response.json({
      level: { currentLevel: level, currentXP: 0, nextLevelXP: 100, progress: 0 },
      streak: { current: 0 },
    });
}

describe('Adaptive Learning Paths dialog', () => {
  afterEach(resetAdaptiveProgress);

  it('ranks the three paths for a level-1 learner, beginner first as Recommended', () => {
    const { dialog } = renderDialog();
    expect(pathButtons(dialog)).toEqual([
      'Web Development Fundamentals, recommended',
      'Data Science Journey',
      'Creative Writing Mastery',
    ]);
    expect(within(dialog).getByText('30 hours')).toBeInTheDocument();
    expect(within(dialog).getByText('40 hours')).toBeInTheDocument();
    expect(within(dialog).getByText('60 hours')).toBeInTheDocument();
  });

  it('uses the level from the rewards progress', async () => {
    stubLearningServer({ 'GET /api/rewards/progress': rewardsLevel(7) });
    const { dialog } = renderDialog();
    expect(await within(dialog).findByText(/for your level \(7\)/)).toBeInTheDocument();
    // Level 7 fits intermediate (3–8) and advanced (6+), not beginner (up to 5).
    expect(pathButtons(dialog)[2]).toBe('Web Development Fundamentals');
  });

  it('shows a path’s outcomes and modules: locked ones without a button, the first to Start', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: /^Web Development Fundamentals/ }));

    expect(within(dialog).getByRole('region', { name: 'Outcomes' })).toHaveTextContent(
      'Publish a small website of your own',
    );
    const html = within(dialog).getByRole('listitem', { name: 'HTML Basics' });
    const css = within(dialog).getByRole('listitem', { name: 'CSS Styling' });
    expect(within(html).getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(within(css).getByText('Locked')).toBeInTheDocument();
    expect(within(css).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Back to all paths' }));
    expect(pathButtons(dialog)).toHaveLength(3);
  });

  it('moves a node through Start, Continue and Review and unlocks what depends on it', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: /^Web Development Fundamentals/ }));
    const html = () => within(dialog).getByRole('listitem', { name: 'HTML Basics' });

    await user.click(within(html()).getByRole('button', { name: 'Start' }));
    expect(within(html()).getByText('In progress')).toBeInTheDocument();
    expect(within(html()).getByRole('button', { name: 'Continue' })).toBeInTheDocument();

    await user.click(within(html()).getByRole('button', { name: 'Mark Complete' }));
    expect(within(html()).getByRole('button', { name: 'Review' })).toBeInTheDocument();
    const css = within(dialog).getByRole('listitem', { name: 'CSS Styling' });
    expect(within(css).getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(within(dialog).getByText('1 of 6 modules completed')).toBeInTheDocument();
    expect(useAdaptiveProgressStore.getState().progressByNode['html-basics']).toBe(100);
    expect(window.localStorage.getItem('polymath-adaptive-progress')).toContain('html-basics');
  });

  it('asks the chat for the lesson when started, and closes', async () => {
    const user = userEvent.setup();
    const onAskInChat = vi.fn();
    const { dialog, onOpenChange } = renderDialog(onAskInChat);
    await user.click(within(dialog).getByRole('button', { name: /^Web Development Fundamentals/ }));
    await user.click(
      within(within(dialog).getByRole('listitem', { name: 'HTML Basics' })).getByRole('button', {
        name: 'Start',
      }),
    );
    expect(onAskInChat).toHaveBeenCalledWith(expect.stringContaining('HTML Basics'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('recommends the path the learner has progressed in', () => {
    useAdaptiveProgressStore.setState({
      progressByNode: {
        'story-foundations': 100,
        'character-development': 100,
        'world-building': 50,
      },
    });
    const { dialog } = renderDialog();
    expect(pathButtons(dialog)[0]).toBe('Creative Writing Mastery, recommended');
  });
});
