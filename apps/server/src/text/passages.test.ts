import { describe, expect, it } from 'vitest';
import { capArticle, paragraphsOf, passagesOf } from './passages';

const ARTICLE = [
  'The waggle dance is a figure-eight dance of the honey bee.',
  'Karl von Frisch translated its meaning.',
  '',
  '',
  '== Description ==',
  'A waggle dance consists of circuits. Each has a waggle phase and a return phase.',
  '=== Mechanism ===',
  'Bees emit electric fields during the dance.',
].join('\n');

describe('article passages', () => {
  it('reads paragraphs and leaves section headings out', () => {
    expect(paragraphsOf(ARTICLE)).toEqual([
      'The waggle dance is a figure-eight dance of the honey bee.',
      'Karl von Frisch translated its meaning.',
      'A waggle dance consists of circuits. Each has a waggle phase and a return phase.',
      'Bees emit electric fields during the dance.',
    ]);
  });

  it('cuts a long paragraph between sentences', () => {
    expect(passagesOf(ARTICLE, 50)).toContain('A waggle dance consists of circuits.');
    expect(passagesOf(ARTICLE, 50)).toContain('Each has a waggle phase and a return phase.');
    expect(passagesOf(ARTICLE, 1_000)).toHaveLength(4);
  });

  it('keeps the opening of a very long article, ending with a whole paragraph', () => {
    const capped = capArticle(ARTICLE, 120);
    expect(capped).toBe(
      'The waggle dance is a figure-eight dance of the honey bee.\nKarl von Frisch translated its meaning.',
    );
    expect(capArticle(ARTICLE, 10_000)).toBe(ARTICLE);
  });
});
