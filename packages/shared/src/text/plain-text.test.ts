import { describe, expect, it } from 'vitest';
import { plainTextOfMarkdown } from './plain-text';

describe('plainTextOfMarkdown', () => {
  it('keeps what a reader sees of bold, italics, code, links, headings and list marks', () => {
    expect(plainTextOfMarkdown('Today is **Monday, November 23, 2026** (UTC).')).toBe(
      'Today is Monday, November 23, 2026 (UTC).',
    );
    expect(plainTextOfMarkdown('## Sources\n- [MIT 6.006](https://ocw.mit.edu/) and *more*')).toBe(
      'Sources\nMIT 6.006 and more',
    );
    expect(plainTextOfMarkdown('Run `npm test`, then 2 * 3 * 4')).toBe(
      'Run npm test, then 2 * 3 * 4',
    );
  });
});
