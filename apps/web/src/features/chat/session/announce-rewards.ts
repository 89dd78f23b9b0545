import type { EarnedReward } from '@polymath/shared';
import { rewardSymbolOf } from '@/components/rewards/reward-symbol';
import { showToast } from '@/components/ui/use-toast';

/**
 * Tells the user what a message just earned (the chat response's rewards, 000 §3): one toast for
 * the whole reply, a line per reward with its icon, so a first message's several achievements do
 * not pile up over the conversation.
 */
export function announceRewards(rewards: readonly EarnedReward[]): void {
  if (rewards.length === 0) return;
  const titles = [...new Set(rewards.map((reward) => reward.title))];
  showToast({
    title: titles.join(' · '),
    details: rewards.map((reward) => ({
      icon: rewardSymbolOf(reward.icon),
      text: reward.message,
    })),
  });
}
