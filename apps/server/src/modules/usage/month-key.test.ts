import { describe, expect, it } from 'vitest';
import { monthKeyOf } from './month-key';

describe('monthKeyOf', () => {
  it('names the UTC calendar month', () => {
    expect(monthKeyOf(new Date('2026-01-31T23:59:59.999Z'))).toBe('2026-01');
    expect(monthKeyOf(new Date('2026-02-01T00:00:00.000Z'))).toBe('2026-02');
  });

  it('follows UTC rather than a local offset', () => {
    expect(monthKeyOf(new Date('2026-03-01T00:30:00+01:00'))).toBe('2026-02');
  });
});
