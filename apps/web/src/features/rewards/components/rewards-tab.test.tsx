import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { EMPTY_REWARDS, type RewardsOverview } from '../api/get-rewards';
import { stubRewardsServer } from '../testing/rewards-server';
import RewardsTab from './rewards-tab';

const earned: RewardsOverview = {
  stats: {
    totalPoints: 145,
    level: 2,
    achievements: [
      {
        id: 'first-message',
        category: 'communication',
        icon: '💬',
        name: 'First Words',
        description: 'Send your first message',
        points: 10,
        unlockedAt: '2026-05-10T09:00:00.000Z',
      },
      {
        id: 'first-image',
        category: 'creativity',
        icon: '🎨',
        name: 'First Masterpiece',
        description: 'Generate your first image',
        points: 20,
        unlockedAt: '2026-05-10T09:05:00.000Z',
      },
    ],
    messagesCount: 104,
    imagesGenerated: 3,
    documentsAnalyzed: 2,
    questionsAsked: 41,
    learningPathsCompleted: 1,
  },
  progress: {
    level: { currentLevel: 2, currentXP: 40, nextLevelXP: 1000, progress: 4 },
    streak: { current: 6 },
  },
  achievements: {
    achievements: [],
    locked: [
      {
        id: 'messages-1000',
        category: 'communication',
        icon: '🏛️',
        name: 'Orator',
        description: 'Send 1,000 messages',
        points: 500,
        current: 104,
        target: 1000,
      },
    ],
  },
  notifications: [
    {
      id: 'n-2',
      icon: '🎨',
      title: 'Achievement Unlocked!',
      message: 'First Masterpiece: Generate your first image.',
      points: 20,
      timestamp: '2026-05-10T09:05:00.000Z',
      color: 'pink',
    },
    {
      id: 'n-1',
      icon: '☀️',
      title: 'Daily Visit',
      message: 'Day 6 of your streak. Keep it going!',
      points: 10,
      timestamp: '2026-05-10T09:00:00.000Z',
      color: 'sky',
    },
  ],
};
earned.achievements.achievements = earned.stats.achievements;

function renderTab(client: QueryClient = createQueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <RewardsTab />
    </QueryClientProvider>,
  );
}

/** The number shown under a stat's label within a region. */
function statValue(region: HTMLElement, label: string): string | null {
  return within(region).getByText(label).closest('div')?.querySelector('dd')?.textContent ?? null;
}

describe('the Rewards tab', () => {
  it('shows progress, activity stats and achievements grouped by category', async () => {
    const seen = stubRewardsServer(() => earned);
    renderTab();
    const progress = await screen.findByRole('region', { name: 'Your Progress' });
    await vi.waitFor(() => expect(statValue(progress, 'Total Points')).toBe('145'));
    expect(statValue(progress, 'Level')).toBe('2');
    expect(statValue(progress, 'Achievements')).toBe('2');
    expect(statValue(progress, 'Day Streak')).toBe('6');
    expect(within(progress).getByRole('progressbar', { name: 'Level 2' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(progress).toHaveTextContent('40 / 1,000 XP');
    // Points and XP differ on purpose; the card says how.
    expect(progress).toHaveTextContent(
      'XP comes from messages, 10 each (1,000 a level); points count every activity, daily visits and achievements too.',
    );

    const activity = screen.getByRole('region', { name: 'Activity Stats' });
    expect(statValue(activity, 'Messages')).toBe('104');
    expect(statValue(activity, 'Images')).toBe('3');
    expect(statValue(activity, 'Documents')).toBe('2');
    expect(statValue(activity, 'Questions')).toBe('41');
    expect(statValue(activity, 'Learning Paths')).toBe('1');
    expect(statValue(activity, 'Streak Days')).toBe('6');

    const communication = screen.getByRole('region', { name: /Communication/ });
    expect(within(communication).getByText('First Words')).toBeInTheDocument();
    expect(within(communication).getByText('Orator')).toBeInTheDocument();
    expect(within(communication).getByText('104 / 1,000')).toBeInTheDocument();
    const creativity = screen.getByRole('region', { name: /Creativity/ });
    expect(within(creativity).getByText('First Masterpiece')).toBeInTheDocument();
    expect(screen.queryByText(/No achievements yet/)).not.toBeInTheDocument();
    expect(new Set(seen)).toEqual(
      new Set([
        '/api/rewards/stats',
        '/api/rewards/progress',
        '/api/rewards/achievements',
        '/api/rewards/notifications',
      ]),
    );
  });

  it('lists Recent Activity newest first, reached by keyboard', async () => {
    stubRewardsServer(() => earned);
    renderTab();
    const achievementsTab = await screen.findByRole('tab', { name: 'Achievements' });
    await vi.waitFor(() => expect(screen.getByText('First Words')).toBeInTheDocument());
    achievementsTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    const activityTab = screen.getByRole('tab', { name: 'Recent Activity' });
    expect(activityTab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Recent Activity' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/Achievement|Daily/).textContent)).toEqual([
      'Achievement Unlocked!',
      'Daily Visit',
    ]);
    expect(items[1]).toHaveTextContent('Day 6 of your streak. Keep it going!');
    expect(items[1]).toHaveTextContent('+10');
  });

  it('draws achievement and activity icons as SVG, never as emoji text', async () => {
    stubRewardsServer(() => earned);
    renderTab();
    await vi.waitFor(() => expect(screen.getByText('First Words')).toBeInTheDocument());
    const emoji = /\p{Extended_Pictographic}/u;
    const achievements = screen.getByRole('tabpanel', { name: 'Achievements' });
    const rows = within(achievements).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.querySelector('svg')).toBeInTheDocument();
      expect(row.textContent).not.toMatch(emoji);
    }
    await userEvent.click(screen.getByRole('tab', { name: 'Recent Activity' }));
    const activity = screen.getByRole('tabpanel', { name: 'Recent Activity' });
    for (const row of within(activity).getAllByRole('listitem')) {
      expect(row.querySelector('svg')).toBeInTheDocument();
      expect(row.textContent).not.toMatch(emoji);
    }
  });

  it('shows both empty texts before anything is earned', async () => {
    stubRewardsServer(() => EMPTY_REWARDS);
    renderTab();
    expect(
      await screen.findByText('No achievements yet. Start chatting to earn your first one!'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Recent Activity' }));
    expect(
      screen.getByText('No recent activity. Start using the AI to see notifications here!'),
    ).toBeInTheDocument();
  });

  it('logs a failed fetch and shows zeros', async () => {
    stubRewardsServer(() => 'fail');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderTab();
    expect(
      await screen.findByText('Your rewards could not be loaded right now.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Failed to load rewards:', expect.any(Error));
    const progress = screen.getByRole('region', { name: 'Your Progress' });
    expect(statValue(progress, 'Total Points')).toBe('0');
    expect(statValue(progress, 'Level')).toBe('1');
    expect(statValue(screen.getByRole('region', { name: 'Activity Stats' }), 'Messages')).toBe('0');
  });

  it('shows points earned since it was last opened when opened again', async () => {
    let current: RewardsOverview = EMPTY_REWARDS;
    stubRewardsServer(() => current);
    const client = createQueryClient();
    const first = renderTab(client);
    await screen.findByText('No achievements yet. Start chatting to earn your first one!');
    first.unmount();

    current = earned;
    renderTab(client);
    const progress = screen.getByRole('region', { name: 'Your Progress' });
    await vi.waitFor(() => expect(statValue(progress, 'Total Points')).toBe('145'));
  });
});
