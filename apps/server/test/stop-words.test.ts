import { POSTGRES_ENGLISH_STOP_WORDS, STOP_WORDS } from '@polymath/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databases } from './build-test-app';

/** PostgreSQL's english.stop has this many words (PostgreSQL 15 to 18). */
const POSTGRES_ENGLISH_STOP_WORD_COUNT = 127;

describe.each(databases)('the stop-word list against $kind', (factory) => {
  it('holds exactly the words the full-text index drops, and more', async () => {
    const database = await factory.open();
    try {
      const kept = await database.db
        .select({ word: sql<string>`word` })
        .from(sql`unnest(${sql.param([...POSTGRES_ENGLISH_STOP_WORDS])}::text[]) as word`)
        .where(sql`ts_lexize('english_stem', word) <> '{}'`);
      expect(kept).toEqual([]);
      expect(new Set(POSTGRES_ENGLISH_STOP_WORDS).size).toBe(POSTGRES_ENGLISH_STOP_WORD_COUNT);
      for (const word of POSTGRES_ENGLISH_STOP_WORDS) expect(STOP_WORDS.has(word)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
