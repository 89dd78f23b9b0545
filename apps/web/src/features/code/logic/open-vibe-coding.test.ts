import { beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@polymath/shared';
import { onLimitReached, type LimitReached } from '@/lib/limit-events';
import { stubApiServer } from '@/testing/stub-api-server';
import { currentCode, useVibeCodingStore } from '../stores/vibe-coding-store';
import { codeGenerationsUsedMessage, openVibeCoding } from './open-vibe-coding';

function usage(used: number, isPremium = false) {
  const limit = isPremium ? LIMITS.premiumCap : LIMITS.free.codeGeneration;
  const count = { used: 0, limit };
  return Response.json({
    monthKey: '2026-11',
    isPremium,
    usage: {
      imageGeneration: count,
      videoGeneration: count,
      codeGeneration: { used, limit },
      codeExecution: count,
      screenAnalysis: count,
      premiumAI: count,
      advancedTools: count,
    },
  });
}

describe('opening Vibe-Coding', () => {
  let limits: LimitReached[];
  beforeEach(() => {
    window.localStorage.clear();
    useVibeCodingStore.setState({ isOpen: false, language: 'javascript', codes: {} });
    limits = [];
    return onLimitReached((event) => limits.push(event));
  });

  it('opens while code generations are left, with the code it is given', async () => {
    stubApiServer({ 'GET /api/usage-limits': () => usage(2) });
    await openVibeCoding({ code: 'print(1)\n', language: 'python' });
    const state = useVibeCodingStore.getState();
    expect(state.isOpen).toBe(true);
    expect(state.language).toBe('python');
    expect(currentCode(state)).toBe('print(1)\n');
    expect(limits).toEqual([]);
  });

  it("shows the code limit dialog '3/3 used' instead once they are used up", async () => {
    stubApiServer({ 'GET /api/usage-limits': () => usage(3) });
    await openVibeCoding();
    expect(useVibeCodingStore.getState().isOpen).toBe(false);
    expect(limits).toEqual([
      { code: 'LIMIT_REACHED', message: codeGenerationsUsedMessage(3), feature: 'codeGeneration' },
    ]);
    expect(codeGenerationsUsedMessage(3)).toContain('(3/3 used)');
  });

  it('opens for premium users and when the counters cannot be read', async () => {
    stubApiServer({ 'GET /api/usage-limits': () => usage(LIMITS.premiumCap, true) });
    await openVibeCoding();
    expect(useVibeCodingStore.getState().isOpen).toBe(true);
    useVibeCodingStore.setState({ isOpen: false });
    stubApiServer({
      'GET /api/usage-limits': () => Response.json({ success: false, error: 'x' }, { status: 500 }),
    });
    await openVibeCoding();
    expect(useVibeCodingStore.getState().isOpen).toBe(true);
  });
});
