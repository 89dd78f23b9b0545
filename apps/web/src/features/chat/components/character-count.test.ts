import { describe, expect, it } from 'vitest';
import { characterCountLevel } from './character-count';

describe('characterCountLevel', () => {
  it('hides the counter up to 1,000 characters', () => {
    expect(characterCountLevel(0)).toBe('hidden');
    expect(characterCountLevel(1000)).toBe('hidden');
  });

  it('shows it above 1,000, yellow above 20,000 and red above 40,000', () => {
    expect(characterCountLevel(1001)).toBe('normal');
    expect(characterCountLevel(20_000)).toBe('normal');
    expect(characterCountLevel(20_001)).toBe('warning');
    expect(characterCountLevel(40_000)).toBe('warning');
    expect(characterCountLevel(40_001)).toBe('danger');
  });
});
