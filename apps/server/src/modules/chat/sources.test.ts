import { CHAT } from '@polymath/shared';
import { describe, expect, it } from 'vitest';
import { knowledgeHit } from '../../../test/chat-doubles';
import {
  passageFrom,
  renumberCitations,
  selectSources,
  toResponseSource,
  truncateExcerpt,
} from './sources';

const tower = knowledgeHit();
const bread = knowledgeHit({
  title: 'Bread',
  content: 'Bread is a staple food prepared from a dough of flour and water, usually by baking.',
  sourceUrl: 'https://en.wikipedia.org/wiki/Bread',
});

describe('selectSources', () => {
  it('keeps the sources the answer agrees with and drops unrelated ones', () => {
    const answer = 'The Eiffel Tower is a wrought-iron lattice tower in Paris, completed in 1889.';
    expect(selectSources(answer, [bread, tower]).map((s) => s.hit.title)).toEqual(['Eiffel Tower']);
  });

  it('keeps at most CHAT.maxSources, most trustworthy agreement first', () => {
    const hits = [0.5, 0.9, 0.7, 0.8].map((reliability) =>
      knowledgeHit({ reliability, sourceUrl: `https://example.org/${reliability}` }),
    );
    const chosen = selectSources('The Eiffel Tower is in Paris.', hits);
    expect(chosen).toHaveLength(CHAT.maxSources);
    expect(chosen.map((s) => s.hit.reliability)).toEqual([0.9, 0.8, 0.7]);
  });

  it('puts the cited source first with its excerpt starting at the sentence the answer leads with', () => {
    const sentence = 'It is 330 metres tall and was completed in 1889 for the World Fair.';
    const answer = `${sentence} The Eiffel Tower is in Paris.`;
    const [first] = selectSources(answer, [bread, tower], { sourceNumber: 2, sentence });
    expect(first?.hit.title).toBe('Eiffel Tower');
    expect(first?.hit.excerpt).toBe(sentence);
    expect(toResponseSource(first!).content).toContain('330 metres tall');
  });

  it('starts every other source’s excerpt at its sentence that supports what cites it', () => {
    const opening = 'Mount Kilimanjaro is a dormant volcano in Tanzania, with three cones.';
    const support = 'The summit, Uhuru Peak, rises 5,895 metres above sea level.';
    const page = knowledgeHit({
      title: 'Kilimanjaro',
      content: `${opening} It has been climbed since 1889. ${support} Its glaciers are shrinking.`,
      excerpt: opening,
      sourceUrl: 'https://example.org/kilimanjaro',
    });
    const other = knowledgeHit({
      title: 'Peaks',
      content: 'Africa has many peaks. Kilimanjaro is 5,895 metres tall, the highest of them.',
      sourceUrl: 'https://example.org/peaks',
    });
    const answer =
      'Kilimanjaro is 5,895 metres tall [2]. Uhuru Peak rises 5,895 metres above sea level [1].';
    const chosen = selectSources(answer, [page, other]);
    const excerptOf = (title: string) => chosen.find((s) => s.hit.title === title)?.hit.excerpt;
    expect(excerptOf('Kilimanjaro')).toMatch(/^The summit, Uhuru Peak, rises 5,895 metres/);
    expect(excerptOf('Peaks')).toMatch(/^Kilimanjaro is 5,895 metres tall/);
  });

  it('starts a passage at a sentence and keeps what follows while it fits', () => {
    const content = 'First one here. Second one follows it. Third one ends it.';
    expect(passageFrom(content, 'Second one follows it.')).toBe(
      'Second one follows it. Third one ends it.',
    );
    expect(passageFrom('x', 'word '.repeat(60)).length).toBeLessThanOrEqual(
      CHAT.sourceExcerptChars,
    );
  });

  it('finds nothing when the answer uses no source', () => {
    expect(selectSources('Hello! How can I help you today?', [tower, bread])).toEqual([]);
  });
});

describe('renumberCitations', () => {
  it('numbers citations as the sources are shown, and drops those of sources not shown', () => {
    const answer =
      'The Eiffel Tower is a wrought-iron lattice tower in Paris [2]. It is 330 metres tall [2]. ' +
      'Bread is a staple food prepared from a dough of flour and water, usually by baking [1]. ' +
      'See [3](https://example.org/link-text).';
    const shown = selectSources(answer, [bread, tower], { sourceNumber: 2, sentence: '' });
    expect(shown.map((s) => s.hit.title)).toEqual(['Eiffel Tower', 'Bread']);
    expect(renumberCitations(answer, shown)).toBe(
      'The Eiffel Tower is a wrought-iron lattice tower in Paris [1]. It is 330 metres tall [1]. ' +
        'Bread is a staple food prepared from a dough of flour and water, usually by baking [2]. ' +
        'See [3](https://example.org/link-text).',
    );
    expect(renumberCitations('Only this one [2].', shown.slice(1))).toBe('Only this one.');
  });

  it('cites a source once per sentence, and again in the next sentence', () => {
    const shown = selectSources('The Eiffel Tower is in Paris.', [tower]);
    expect(
      renumberCitations('The tower is in Paris [1] [1]. It is tall [1][1] and old [1].', shown),
    ).toBe('The tower is in Paris [1]. It is tall [1] and old.');
    // Citations after the full stop, as models often write them, belong to their own sentence.
    expect(renumberCitations('It is in Paris.[1] It is tall.[1]', shown)).toBe(
      'It is in Paris.[1] It is tall.[1]',
    );
    expect(renumberCitations('It is in Paris [1]\n- tall [1]', shown)).toBe(
      'It is in Paris [1]\n- tall [1]',
    );
  });
});

describe('toResponseSource', () => {
  it('names the source by title and address with a short excerpt', () => {
    const source = toResponseSource({ hit: tower, agreement: 1 });
    expect(source).toEqual({
      source: 'Eiffel Tower (https://en.wikipedia.org/wiki/Eiffel_Tower)',
      reliability: 0.9,
      content: tower.excerpt,
    });
  });

  it("marks the asker's own note or file, and no other source", () => {
    const note = knowledgeHit({ kind: 'note', title: 'My trip', sourceUrl: 'polymath:note/n1' });
    const file = knowledgeHit({ kind: 'file', title: 'essay.pdf', sourceUrl: 'file:f1' });
    expect(toResponseSource({ hit: note, agreement: 1 })).toMatchObject({
      source: 'My trip (your note)',
      isOwn: true,
    });
    expect(toResponseSource({ hit: file, agreement: 1 })).toMatchObject({
      source: 'essay.pdf (a file you sent)',
      isOwn: true,
    });
    expect(toResponseSource({ hit: tower, agreement: 1 })).not.toHaveProperty('isOwn');
  });

  it('cuts excerpts to CHAT.sourceExcerptChars with an ellipsis', () => {
    const cut = truncateExcerpt('word '.repeat(100));
    expect(cut.length).toBeLessThanOrEqual(CHAT.sourceExcerptChars);
    expect(cut.endsWith('…')).toBe(true);
    expect(truncateExcerpt('short text')).toBe('short text');
  });
});
