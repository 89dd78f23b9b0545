import { CHAT, type ChatResponse } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitSentences } from '../src/text/sentences';
import { buildTestApp, type TestApp } from './build-test-app';
import { askChat } from './chat-client';
import { ENCYCLOPEDIA_ARTICLES } from './fixtures/encyclopedia-articles';
import { ENCYCLOPEDIA_QUESTIONS } from './fixtures/encyclopedia-questions';
import { type FakeWikipedia, startFakeWikipedia } from './peers/fake-wikipedia';

const answerable = ENCYCLOPEDIA_QUESTIONS.filter(({ expected }) => expected !== 'unanswered');
const unanswerable = ENCYCLOPEDIA_QUESTIONS.filter(({ expected }) => expected === 'unanswered');
/** The built-in engine may miss a couple of phrasings; fewer answered than this is a regression. */
const MIN_ANSWERED = 12;

/** The first sentence of an answer, without its citation mark. */
function leadSentenceOf(answer: string): string {
  return (splitSentences(answer)[0] ?? '').replace(/\s*\[\d+\]/g, '');
}

describe('the built-in engine answers encyclopedia questions from the sentence that answers them', () => {
  let wiki: FakeWikipedia;
  let t: TestApp;
  const answers = new Map<string, ChatResponse>();

  beforeAll(async () => {
    wiki = await startFakeWikipedia({ articles: ENCYCLOPEDIA_ARTICLES });
    t = await buildTestApp({
      env: { KNOWLEDGE_LOOKUP: 'true', WIKIPEDIA_BASE_URL: wiki.baseUrl },
    });
    for (const { question } of ENCYCLOPEDIA_QUESTIONS) {
      // Each question from its own guest, as if asked first.
      answers.set(question, await askChat(t.app, question));
    }
  });
  afterAll(async () => {
    await t.close();
    await wiki.close();
  });

  it(`answers at least ${MIN_ANSWERED} of the ${answerable.length} answerable questions, leading with the answer`, () => {
    const missed = answerable.filter(
      ({ question, expected }) =>
        !leadSentenceOf(answers.get(question)?.message ?? '').includes(expected),
    );
    const missedQuestions = missed.map(({ question }) => question).join('; ');
    expect(answerable.length - missed.length, missedQuestions).toBeGreaterThanOrEqual(MIN_ANSWERED);
  });

  it('gives the answering sentence as the first source’s excerpt', () => {
    for (const { question, expected } of answerable) {
      const answer = answers.get(question)!;
      const lead = leadSentenceOf(answer.message);
      if (!lead.includes(expected)) continue;
      const excerpt = answer.sources[0]?.content ?? '';
      expect(excerpt.length).toBeLessThanOrEqual(CHAT.sourceExcerptChars);
      expect(excerpt, question).toContain(lead.slice(0, Math.min(lead.length, 100)));
    }
  });

  it('says so, with low confidence, when the article on the topic lacks the fact', () => {
    for (const { question } of unanswerable) {
      const answer = answers.get(question)!;
      expect(answer.message, question).toMatch(/doesn't say/);
      expect(answer.verification.confidence, question).toBeLessThanOrEqual(CHAT.confidenceMedium);
    }
  });
});
