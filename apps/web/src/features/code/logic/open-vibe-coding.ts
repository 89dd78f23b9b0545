import { type CodeLanguage, usageLimitsContract } from '@polymath/shared';
import { apiClient } from '@/lib/api-client';
import { reportLimitReached } from '@/lib/limit-events';
import { showVibeCoding } from '../stores/vibe-coding-store';

/** Opening does not wait long for the counters: the server refuses over-use anyway. */
const USAGE_CHECK_TIMEOUT_MS = 5000;

/** The code limit dialog's words (000 §8 '3/3 used'). */
export function codeGenerationsUsedMessage(limit: number): string {
  return `You have used your monthly allowance for code generation (${limit}/${limit} used). Upgrade to Premium for unlimited access.`;
}

/**
 * Opens Vibe-Coding unless this month's code generations are used up (000 §5: opening is blocked
 * then, and the code limit dialog shows instead). Counters that cannot be read do not block.
 */
export async function openVibeCoding(code?: { code: string; language: CodeLanguage }) {
  const usage = await apiClient.call(usageLimitsContract, undefined, {
    timeoutMs: USAGE_CHECK_TIMEOUT_MS,
  });
  if (usage.ok) {
    const { used, limit } = usage.data.usage.codeGeneration;
    if (!usage.data.isPremium && used >= limit) {
      reportLimitReached({
        code: 'LIMIT_REACHED',
        message: codeGenerationsUsedMessage(limit),
        feature: 'codeGeneration',
      });
      return;
    }
  }
  showVibeCoding(code);
}
