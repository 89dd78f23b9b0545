import { describe, expect, it } from 'vitest';
import { lookupQueriesOf } from './lookup-queries';
import { readMessage } from './message-reading';

const queriesFor = (message: string) => lookupQueriesOf(readMessage(message));

describe('lookupQueriesOf', () => {
  it('searches first for the topic a question states', () => {
    expect(queriesFor('What is photosynthesis?')[0]).toBe('photosynthesis');
    expect(queriesFor('Tell me about the French Revolution')[0]).toBe('french revolution');
  });

  it('then for the names the question uses, never for its wording', () => {
    const queries = queriesFor('Which sea does the Danube flow into?');
    expect(queries).toContain('danube');
    expect(queries).not.toContain('sea does the danube flow into');
    expect(queriesFor('Which elements did Marie Curie discover?')).toContain('"marie curie"');
    expect(queriesFor('Who fought in the French and Indian War?')).toContain(
      '"french and indian war"',
    );
  });

  it("searches a long question's noun phrases at once", () => {
    const queries = queriesFor('What dance do honey bees use to tell others where food is?');
    expect(queries.at(-1)).toMatch(/^dance OR .*\bbee\b.* OR food$/);
    expect(queries).not.toContain('dance do honey bees use to tell others where food is');
  });

  it('asks nothing of a message with nothing to look up', () => {
    expect(queriesFor('?!')).toEqual([]);
  });
});
