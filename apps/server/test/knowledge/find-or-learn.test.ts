import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWikipediaClient } from '../../src/adapters/wikipedia/wikipedia.client';
import type { DatabaseHandle } from '../../src/db/client';
import { knowledgeArticles } from '../../src/db/schema';
import { createKnowledgeService } from '../../src/modules/knowledge/knowledge.service';
import { databases } from '../build-test-app';
import { type FakeWikipedia, startFakeWikipedia } from '../peers/fake-wikipedia';
import { readMessage } from '../../src/text/message-reading';
import { DANUBE, HONEY_BEE, WAGGLE_DANCE } from '../fixtures/wikipedia/wikipedia-articles';

const PHOTOSYNTHESIS = {
  title: 'Photosynthesis',
  extract:
    'Photosynthesis is a system of biological processes by which photosynthetic organisms, such as most plants, algae and cyanobacteria, convert light energy into chemical energy. Most life on Earth depends on it.\n\nThe full article goes on.',
  categories: ['Photosynthesis', 'Plant physiology', 'Biological processes'],
  hiddenCategories: ['Featured articles'],
  length: 60_000,
};
const ADA_LOVELACE = {
  title: 'Ada Lovelace',
  extract:
    'Augusta Ada King, Countess of Lovelace, was an English mathematician and writer chiefly known for her work on the Analytical Engine.',
  categories: ['English mathematicians', '19th-century English mathematicians'],
};
const MERCURY = {
  title: 'Mercury',
  extract: 'Mercury may refer to the planet, the element or the god.',
  disambiguation: true,
};

function recordingLogger() {
  const warnings: { details: object; message: string }[] = [];
  return {
    warnings,
    logger: {
      warn: (details: object, message: string) => warnings.push({ details, message }),
      info: () => undefined,
    },
  };
}

describe.each(databases)('findOrLearn on $kind', (factory) => {
  let database: DatabaseHandle;
  let peer: FakeWikipedia;
  beforeAll(async () => {
    database = await factory.open();
    peer = await startFakeWikipedia({ articles: [PHOTOSYNTHESIS, ADA_LOVELACE, MERCURY] });
  });
  beforeEach(async () => {
    await database.db.execute(sql`delete from ${knowledgeArticles}`);
  });
  afterEach(() => {
    peer.setDelay(0);
    peer.setFailure(null);
    peer.requests.length = 0;
  });
  afterAll(async () => {
    await peer.close();
    await database.close();
  });

  function service(timeoutMs = 2_000) {
    const { logger, warnings } = recordingLogger();
    const wikipedia = createWikipediaClient({
      baseUrl: peer.baseUrl,
      timeoutMs,
      userAgent: 'Polymath/test (self-hosted; test@example.org)',
    });
    return { knowledge: createKnowledgeService({ db: database.db, wikipedia, logger }), warnings };
  }

  it('learns a topic missing from the store and answers with it in the same call', async () => {
    const { knowledge } = service();
    const hits = await knowledge.findOrLearn(readMessage('What is photosynthesis?'));
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      title: 'Photosynthesis',
      category: 'science',
      sourceUrl: `${peer.baseUrl}/wiki/Photosynthesis`,
      excerpt: expect.stringMatching(
        /^Photosynthesis is a system of biological processes/,
      ) as unknown,
    });
    expect(hits[0]!.excerpt.length).toBeLessThanOrEqual(150);
    expect(hits[0]!.reliability).toBeGreaterThan(0.9);
    // The search reads introductions to choose; the chosen article is then read whole.
    expect(peer.requests.map((request) => request.params)).toEqual([
      expect.objectContaining({ generator: 'search', gsrsearch: 'photosynthesis', exintro: '1' }),
      expect.objectContaining({ titles: 'Photosynthesis' }),
    ]);
    expect(peer.requests[1]!.params.exintro).toBeUndefined();
    const [stored] = await database.db.select().from(knowledgeArticles);
    expect(stored!.content).toContain('The full article goes on.');
    expect(await knowledge.count()).toBe(1);
  });

  it('serves the second question from the store without the network', async () => {
    const { knowledge } = service();
    await knowledge.findOrLearn(readMessage('Who was Ada Lovelace?'));
    peer.requests.length = 0;
    const hits = await knowledge.findOrLearn(readMessage('tell me about Ada Lovelace'));
    expect(hits.map((hit) => hit.title)).toEqual(['Ada Lovelace']);
    expect(peer.requests).toHaveLength(0);
  });

  it('returns nothing, without throwing, when Wikipedia fails, and logs why', async () => {
    peer.setFailure(500);
    const { knowledge, warnings } = service();
    await expect(knowledge.findOrLearn(readMessage('What is photosynthesis?'))).resolves.toEqual(
      [],
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.details).toMatchObject({ topic: 'photosynthesis' });
  });

  it('returns nothing, without throwing, when Wikipedia is too slow', async () => {
    peer.setDelay(1_000);
    const { knowledge, warnings } = service(200);
    await expect(knowledge.findOrLearn(readMessage('What is photosynthesis?'))).resolves.toEqual(
      [],
    );
    expect(warnings).toHaveLength(1);
  });

  it('returns what the store has when the network is down', async () => {
    const { knowledge } = service();
    await knowledge.findOrLearn(readMessage('What is photosynthesis?'));
    const offline = createKnowledgeService({
      db: database.db,
      wikipedia: createWikipediaClient({
        baseUrl: 'http://127.0.0.1:9',
        timeoutMs: 500,
        userAgent: 'x',
      }),
    });
    expect(await offline.findOrLearn(readMessage('Who was Ada Lovelace?'))).toEqual([]);
    const known = await offline.findOrLearn(readMessage('photosynthesis'));
    expect(known.map((hit) => hit.title)).toEqual(['Photosynthesis']);
  });

  it('answers an unrelated question with no hits', async () => {
    const { knowledge } = service();
    await knowledge.findOrLearn(readMessage('What is photosynthesis?'));
    peer.requests.length = 0;
    expect(await knowledge.findOrLearn(readMessage('Tell me about the French Revolution'))).toEqual(
      [],
    );
    // It searched (the topic, then its name), found nothing, and stored nothing.
    expect(peer.requests.length).toBeGreaterThan(0);
    expect(peer.requests.length).toBeLessThanOrEqual(3);
    expect(peer.requests.every((request) => request.params.generator === 'search')).toBe(true);
    expect(await knowledge.count()).toBe(1);
  });

  it('skips disambiguation pages', async () => {
    const { knowledge } = service();
    expect(await knowledge.findOrLearn(readMessage('What is Mercury?'))).toEqual([]);
    expect(await knowledge.count()).toBe(0);
  });

  it('does not look up arithmetic, greetings or the time', async () => {
    const { knowledge } = service();
    for (const question of ['What is 15% of 240?', 'hello', 'What time is it?']) {
      expect(await knowledge.findOrLearn(readMessage(question))).toEqual([]);
    }
    expect(peer.requests).toHaveLength(0);
  });

  it('answers only from the store when lookups are off', async () => {
    const knowledge = createKnowledgeService({ db: database.db, wikipedia: null });
    expect(await knowledge.findOrLearn(readMessage('What is photosynthesis?'))).toEqual([]);
    expect(peer.requests).toHaveLength(0);
  });

  it('stops quietly when the caller aborts', async () => {
    peer.setDelay(1_000);
    const { knowledge, warnings } = service();
    const controller = new AbortController();
    const pending = knowledge.findOrLearn(readMessage('What is photosynthesis?'), {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).resolves.toEqual([]);
    expect(warnings).toHaveLength(0);
  });
});

describe.each(databases)('findOrLearn on real encyclopedia text on $kind', (factory) => {
  let database: DatabaseHandle;
  let peer: FakeWikipedia;
  beforeAll(async () => {
    database = await factory.open();
    peer = await startFakeWikipedia({ articles: [DANUBE, HONEY_BEE, WAGGLE_DANCE] });
  });
  beforeEach(async () => {
    await database.db.execute(sql`delete from ${knowledgeArticles}`);
    peer.requests.length = 0;
  });
  afterAll(async () => {
    await peer.close();
    await database.close();
  });

  function service() {
    const wikipedia = createWikipediaClient({
      baseUrl: peer.baseUrl,
      timeoutMs: 5_000,
      userAgent: 'Polymath/test (self-hosted; test@example.org)',
    });
    return createKnowledgeService({ db: database.db, wikipedia });
  }
  const searches = () => peer.requests.filter((request) => request.params.generator === 'search');

  it('searches for the names a question uses when its wording finds nothing', async () => {
    // No article holds 'empty' as the question writes it: its name finds the article.
    const hits = await service().findOrLearn(readMessage('Which sea does the Danube empty into?'));
    expect(hits.map((hit) => hit.title)).toEqual(['Danube']);
    expect(hits[0]!.content).toContain('before emptying into the Black Sea');
    expect(searches().map((request) => request.params.gsrsearch)).toEqual([
      'sea danube empty',
      'danube',
    ]);
  });

  it('finds the article a question speaks of without naming it, by its noun phrases', async () => {
    const question = 'What dance do honey bees use to tell others where food is?';
    const hits = await service().findOrLearn(readMessage(question));
    expect(hits.map((hit) => hit.title)).toEqual(['Waggle dance']);
  });

  it('reads the whole article: a passage past the introduction answers', async () => {
    const knowledge = service();
    const question = 'What do waggle-dancing bees release onto their abdomens?';
    const [hit] = await knowledge.findOrLearn(readMessage(question));
    expect(hit?.title).toBe('Waggle dance');
    // The Description section, which the introduction does not reach.
    expect(hit!.content).toContain('tricosane and pentacosane');
    // The opening comes first; only the passages on the question follow, not the whole text.
    expect(hit!.content.startsWith('Waggle dance is a term used in beekeeping')).toBe(true);
    expect(hit!.content.length).toBeLessThan(WAGGLE_DANCE.extract.length);
  });

  it('stores nothing a search result only mentions in passing', async () => {
    const knowledge = service();
    expect(await knowledge.findOrLearn(readMessage('What dance is popular in Brazil?'))).toEqual(
      [],
    );
    expect(await knowledge.count()).toBe(0);
  });

  it('does not answer from a stored article that only mentions the subject', async () => {
    const knowledge = service();
    await knowledge.findOrLearn(readMessage('Which sea does the Danube flow into?'));
    const lookups = createKnowledgeService({ db: database.db, wikipedia: null });
    // The Danube's article names the Volga once, as the longer river.
    expect(await lookups.findOrLearn(readMessage('How long is the Volga?'))).toEqual([]);
    expect(await lookups.search('How long is the Danube?')).toHaveLength(1);
  });
});
