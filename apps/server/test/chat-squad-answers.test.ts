import { CHAT, type ChatResponse } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitSentences } from '../src/text/sentences';
import { buildTestApp, databases, type TestApp } from './build-test-app';
import { askChat } from './chat-client';
import tuning from './fixtures/squad/squad-tuning.json';
import { type FakeWikipedia, startFakeWikipedia } from './peers/fake-wikipedia';

/*
 * The tuning part of the calibration's encyclopedia questions (fixtures/squad/README.md): SQuAD's
 * crowd-written questions on a random sample of Wikipedia articles, and questions on articles
 * the stand-in encyclopedia lacks. The held-out part lives in bench/ and no test reads it.
 */

/** Of the 28 answerable questions, at least this many lead with the answer (25 measured). */
const MIN_ANSWERED = 24;
/** The high badge must be right at least this often (the calibration's target). */
const MIN_HIGH_PRECISION = 0.9;

/** SQuAD's answer normalisation: lower case, no punctuation or articles, single spaces. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\b(a|an|the)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An answer that says it does not know, or that its sources do not say. */
const DECLINES =
  /\bI (?:can't|cannot|won't|don't know)\b|\b(?:doesn't|does not) say\b|\bno (?:information|source)\b/i;

function isHigh(reply: ChatResponse): boolean {
  return (
    reply.verification.isApplicable !== false && reply.verification.confidence > CHAT.confidenceHigh
  );
}

/** Right when it does not decline and its first sentence holds one of the crowd's answers. */
function leadsWithAnswer(reply: ChatResponse, answers: string[]): boolean {
  if (DECLINES.test(reply.message)) return false;
  const lead = normalise(splitSentences(reply.message)[0] ?? '');
  return answers.some((answer) => lead.includes(normalise(answer)));
}

describe.each(databases)('SQuAD questions on a sample of Wikipedia, on $kind', (factory) => {
  let wiki: FakeWikipedia;
  let t: TestApp;
  const replies = new Map<string, ChatResponse>();
  const articleUrl = (title: string) =>
    `${title} (${wiki.baseUrl}/wiki/${encodeURIComponent(title.replaceAll(' ', '_'))})`;

  beforeAll(async () => {
    wiki = await startFakeWikipedia({ articles: tuning.articles });
    t = await buildTestApp({
      database: factory,
      env: {
        KNOWLEDGE_LOOKUP: 'true',
        WIKIPEDIA_BASE_URL: wiki.baseUrl,
        WIKIPEDIA_TIMEOUT_MS: '10000',
      },
    });
    for (const { question } of [...tuning.answerable, ...tuning.unanswerable]) {
      // Each question from its own guest; the store keeps what earlier questions looked up.
      replies.set(question, await askChat(t.app, question));
    }
  }, 600_000);
  afterAll(async () => {
    await t?.close();
    await wiki?.close();
  });

  it(`leads with the answer to at least ${MIN_ANSWERED} of the answerable questions, citing the article it is in`, () => {
    const answered = tuning.answerable.filter(({ question, answers }) =>
      leadsWithAnswer(replies.get(question)!, answers),
    );
    expect(answered.length).toBeGreaterThanOrEqual(MIN_ANSWERED);
    for (const { question, article } of answered) {
      expect(replies.get(question)!.sources[0]?.source, question).toBe(articleUrl(article));
    }
  });

  it('declines the questions whose article the encyclopedia lacks, never with a high badge', () => {
    const declined = tuning.unanswerable.filter(({ question }) =>
      DECLINES.test(replies.get(question)!.message),
    );
    expect(declined.length).toBeGreaterThanOrEqual(tuning.unanswerable.length - 2);
    for (const { question } of tuning.unanswerable) {
      const reply = replies.get(question)!;
      if (!DECLINES.test(reply.message)) expect(isHigh(reply), question).toBe(false);
    }
  });

  it(`is right at least ${MIN_HIGH_PRECISION * 100}% of the time under the high badge`, () => {
    const high = tuning.answerable.filter(({ question }) => isHigh(replies.get(question)!));
    const right = high.filter(({ question, answers }) =>
      leadsWithAnswer(replies.get(question)!, answers),
    );
    expect(high.length).toBeGreaterThan(0);
    expect(right.length / high.length).toBeGreaterThanOrEqual(MIN_HIGH_PRECISION);
  });
});
