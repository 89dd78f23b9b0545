import type { EarnedReward } from '@polymath/shared';
import { showToast } from '@/components/ui/use-toast';

/** Tells the user what a message just earned (the chat response's rewards, 000 §3). */
export function announceRewards(rewards: readonly EarnedReward[]): void {
  for (const reward of rewards) {
    showToast({ title: `${reward.icon} ${reward.title}`, description: reward.message });
  }
}
