import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { useToastStore } from '@/components/ui/use-toast';
import { announceRewards } from './announce-rewards';

const FIRST_MESSAGE_REWARDS = [
  {
    icon: '💬',
    title: 'Achievement Unlocked!',
    message: 'First Words: Send your first message. +10 points',
  },
  {
    icon: '❓',
    title: 'Achievement Unlocked!',
    message: 'Curious Mind: Ask your first question. +10 points',
  },
];

/** The toasts on screen: the items of the notifications region's own list. */
function shownToasts(): HTMLElement[] {
  const region = screen.queryByRole('region', { name: 'Notifications (F8)' });
  const list = region && within(region).queryAllByRole('list')[0];
  return list ? ([...list.children] as HTMLElement[]) : [];
}

describe('announceRewards', () => {
  afterEach(() => useToastStore.setState({ toasts: [] }));

  it('shows what one reply earned as one toast, a line and an SVG icon per reward', () => {
    render(<Toaster />);
    act(() => announceRewards(FIRST_MESSAGE_REWARDS));
    const toasts = shownToasts();
    expect(toasts).toHaveLength(1);
    const [toast] = toasts as [HTMLElement];
    expect(within(toast).getByText('Achievement Unlocked!')).toBeInTheDocument();
    const lines = within(toast).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'First Words: Send your first message. +10 points',
      'Curious Mind: Ask your first question. +10 points',
    ]);
    for (const line of lines) expect(line.querySelector('svg')).toBeInTheDocument();
    expect(toast.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(within(toast).getAllByRole('button', { name: 'Dismiss' })).toHaveLength(1);
  });

  it('names each kind once when a level and an achievement come together', () => {
    render(<Toaster />);
    act(() =>
      announceRewards([
        { icon: '⭐', title: 'Level Up!', message: 'You reached level 2.' },
        FIRST_MESSAGE_REWARDS[0]!,
      ]),
    );
    expect(shownToasts()[0]).toHaveTextContent(/^Level Up! · Achievement Unlocked!/);
  });

  it('shows nothing when a reply earned nothing', () => {
    render(<Toaster />);
    act(() => announceRewards([]));
    expect(shownToasts()).toEqual([]);
  });

  it('is dismissed with Escape', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => announceRewards(FIRST_MESSAGE_REWARDS));
    expect(shownToasts()).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(shownToasts()).toEqual([]);
  });
});
