import { describe, expect, it } from 'vitest';
import { ConsentSchema } from './privacy.schemas';

describe('privacy schemas', () => {
  it('accepts granted and denied consent with its timestamp', () => {
    const at = '2025-01-31T09:30:00.000Z';
    expect(ConsentSchema.safeParse({ status: 'granted', timestamp: at }).success).toBe(true);
    expect(ConsentSchema.safeParse({ status: 'denied', timestamp: at }).success).toBe(true);
  });

  it('refuses consent without a timestamp or with another status', () => {
    expect(ConsentSchema.safeParse({ status: 'granted' }).success).toBe(false);
    const cleared = { status: 'cleared', timestamp: '2025-01-31T09:30:00.000Z' };
    expect(ConsentSchema.safeParse(cleared).success).toBe(false);
  });
});
