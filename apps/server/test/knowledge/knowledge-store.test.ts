import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { knowledgeArticles } from '../../src/db/schema';
import {
  countKnowledgeArticles,
  type NewKnowledgeArticle,
  searchKnowledgeArticles,
  upsertKnowledgeArticle,
} from '../../src/modules/knowledge/knowledge.repository';
import { indexPassages } from '../../src/modules/knowledge/article-passages';
import { createKnowledgeService } from '../../src/modules/knowledge/knowledge.service';
import { databases } from '../build-test-app';

function article(overrides: Partial<NewKnowledgeArticle> & { title: string }): NewKnowledgeArticle {
  return {
    content: `${overrides.title} is an article.`,
    summary: `${overrides.title}.`,
    category: 'general',
    reliability: 0.85,
    sourceUrl: `https://en.wikipedia.org/wiki/${overrides.title.replaceAll(' ', '_')}`,
    ...overrides,
  };
}

const PHOTOSYNTHESIS = article({
  title: 'Photosynthesis',
  content:
    'Photosynthesis is a biological process by which plants convert light energy into chemical energy. ' +
    'It releases oxygen as a by-product. Most life on Earth depends on photosynthesis.',
  category: 'science',
  reliability: 0.92,
});
const CHLOROPHYLL = article({
  title: 'Chlorophyll',
  content:
    'Chlorophyll is a green pigment found in plants. It absorbs light for photosynthesis in the chloroplasts.',
  category: 'science',
});
const FRENCH_REVOLUTION = article({
  title: 'French Revolution',
  content:
    'The French Revolution was a period of political and societal change in France that began in 1789. ' +
    'The storming of the Bastille took place on 14 July 1789.',
  category: 'history',
});

describe.each(databases)('knowledge store on $kind', (factory) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await factory.open();
  });
  beforeEach(async () => {
    await database.db.execute(sql`delete from ${knowledgeArticles}`);
  });
  afterAll(async () => {
    await database.close();
  });
  /** Stores an article as the service does: with its passages. */
  const store = (item: NewKnowledgeArticle) =>
    upsertKnowledgeArticle(database.db, item, indexPassages(item.content));

  it('upserts by source address: a second fetch refreshes the row instead of adding one', async () => {
    const first = await store(PHOTOSYNTHESIS);
    const later = new Date(first.fetchedAt.getTime() + 60_000);
    const second = await store({ ...PHOTOSYNTHESIS, reliability: 0.95, fetchedAt: later });
    expect(second.id).toBe(first.id);
    expect(second.reliability).toBeCloseTo(0.95);
    expect(second.fetchedAt.toISOString()).toBe(later.toISOString());
    expect(await countKnowledgeArticles(database.db)).toBe(1);
  });

  it('ranks title matches above mentions and stems words (plants -> plant)', async () => {
    for (const item of [CHLOROPHYLL, PHOTOSYNTHESIS, FRENCH_REVOLUTION]) {
      await store(item);
    }
    const rows = await searchKnowledgeArticles(database.db, ['photosynthesis'], { limit: 10 });
    expect(rows.map((row) => row.title)).toEqual(['Photosynthesis', 'Chlorophyll']);
    expect(rows[0]!.isTitleMatch).toBe(true);
    expect(rows[1]!.isTitleMatch).toBe(false);
    expect(rows[0]!.rank).toBeGreaterThan(rows[1]!.rank);

    const stemmed = await searchKnowledgeArticles(database.db, ['plant', 'pigments'], {
      limit: 10,
    });
    expect(stemmed[0]).toMatchObject({ title: 'Chlorophyll', matchedKeywords: 2 });
  });

  it('answers the service search with relevant hits only, each with a short excerpt', async () => {
    for (const item of [CHLOROPHYLL, PHOTOSYNTHESIS, FRENCH_REVOLUTION]) {
      await store(item);
    }
    const knowledge = createKnowledgeService({ db: database.db, wikipedia: null });

    const hits = await knowledge.search('When was the storming of the Bastille?');
    expect(hits.map((hit) => hit.title)).toEqual(['French Revolution']);
    expect(hits[0]).toMatchObject({
      excerpt: 'The storming of the Bastille took place on 14 July 1789.',
      category: 'history',
      sourceUrl: 'https://en.wikipedia.org/wiki/French_Revolution',
    });
    expect(new Date(hits[0]!.fetchedAt).toISOString()).toBe(hits[0]!.fetchedAt);

    const photosynthesis = await knowledge.search('What is photosynthesis?');
    expect(photosynthesis[0]!.title).toBe('Photosynthesis');
    expect(photosynthesis[0]!.reliability).toBeCloseTo(0.92);

    // One word met in passing is not relevance: "oxygen" is only mentioned by Photosynthesis.
    expect(await knowledge.search('Tell me about oxygen')).toEqual([]);
    expect(await knowledge.search('Who was Ada Lovelace?')).toEqual([]);
    expect(await knowledge.search('hello')).toEqual([]);
    expect(await knowledge.count()).toBe(3);
  });

  it('treats search syntax in a question as plain words', async () => {
    await store(PHOTOSYNTHESIS);
    const knowledge = createKnowledgeService({ db: database.db, wikipedia: null });
    for (const question of [
      "photosynthesis' & !(light | \\",
      '"photosynthesis" -or- :*',
      'C++ <-> ;',
    ]) {
      await expect(knowledge.search(question)).resolves.toBeInstanceOf(Array);
    }
    const hits = await knowledge.search("photosynthesis' & !(light | \\");
    expect(hits.map((hit) => hit.title)).toEqual(['Photosynthesis']);
  });

  it('limits the number of hits', async () => {
    for (const item of [CHLOROPHYLL, PHOTOSYNTHESIS]) {
      await store(item);
    }
    const knowledge = createKnowledgeService({ db: database.db, wikipedia: null });
    expect(await knowledge.search('light for photosynthesis', { limit: 1 })).toHaveLength(1);
    expect(await knowledge.search('light for photosynthesis')).toHaveLength(2);
  });
});
