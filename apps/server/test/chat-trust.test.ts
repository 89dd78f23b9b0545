import { CHAT, type ChatResponse } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_SOURCES_ONLY_NOTE } from '../src/modules/chat/verification';
import type { TestApp } from './build-test-app';
import { askChat } from './chat-client';
import { type EncyclopediaApp, startEncyclopediaApp } from './encyclopedia-app';
import { type Account, create, newAccount, NOTES } from './productivity/productivity-client';

/*
 * Issue 27, Trust: a confidence badge measures whether the answer answers this question, by
 * sources independent of the asker.
 */

const PHOTOSYNTHESIS = {
  title: 'Photosynthesis',
  extract:
    'Photosynthesis is a system of biological processes by which photosynthetic organisms, such as most plants, algae and cyanobacteria, convert light energy into chemical energy. Most life on Earth depends on it.\n\nThe full article goes on.',
  categories: ['Plant physiology'],
};
const WORLD_WAR_I = {
  title: 'World War I',
  extract:
    'World War I was a global conflict fought from 1914 to 1918 between the Allies and the Central Powers. Its causes included militarism, alliances, imperialism and nationalism.',
  categories: ['World War I'],
};

/** Every '[n]' of each sentence of an answer, in order. */
function citationsBySentence(message: string): string[][] {
  return message.split(/(?<=[.!?])\s+/).map((sentence) => sentence.match(/\[\d+\]/g) ?? []);
}

describe('chat: a confidence badge vouches only for what answers the question', () => {
  let encyclopedia: EncyclopediaApp;
  let t: TestApp;
  beforeAll(async () => {
    encyclopedia = await startEncyclopediaApp([PHOTOSYNTHESIS, WORLD_WAR_I]);
    t = encyclopedia.t;
  });
  afterAll(() => encyclopedia.close());

  const expectNoBadge = (answer: ChatResponse) => {
    expect(answer.verification.isApplicable).toBe(false);
    expect(answer.sources).toEqual([]);
  };

  it('says it cannot tell the weather, with no badge', async () => {
    const answer = await askChat(t.app, "What's the weather in Paris?");
    expect(answer.message).toMatch(/^I can't tell you the weather in Paris: /);
    expectNoBadge(answer);
    // A language model would not know it either.
    expect(answer).not.toHaveProperty('needsModel');
  });

  it('says it cannot make a quiz, with no badge, and offers the subject', async () => {
    const answer = await askChat(
      t.app,
      'Quiz me with five questions on the causes of the First World War',
    );
    expect(answer.message).toMatch(/^I can't make up questions for you: /);
    expect(answer.message).toContain('ask me about the causes of the First World War');
    expectNoBadge(answer);
    expect(answer.needsModel).toBe(true);
  });

  it('says it has no live figures, with no badge', async () => {
    const answer = await askChat(t.app, 'What is the stock price of Apple right now?');
    expect(answer.message).toMatch(/^I can't give live figures/);
    expectNoBadge(answer);
  });

  it("keeps the level of a definition answering 'what is X'", async () => {
    const answer = await askChat(t.app, 'What is photosynthesis?');
    expect(answer.message).toMatch(/^Photosynthesis is a system of biological processes/);
    expect(answer.verification.confidence).toBeGreaterThan(CHAT.confidenceHigh);
  });

  it("gives at most low confidence to a definition answering a question that is not 'what is X'", async () => {
    const answer = await askChat(t.app, 'Why do plants need light energy for photosynthesis?');
    expect(answer.message).toMatch(/^Photosynthesis is a system of biological processes/);
    expect(answer.verification.confidence).toBeLessThanOrEqual(CHAT.confidenceMedium);
  });

  describe("with the asker's own note", () => {
    let ada: Account;
    beforeAll(async () => {
      ada = await newAccount(t.app);
    });

    it('cites each source once per sentence and lets the note lift no confidence', async () => {
      // Research 'photosynthesis', then Save as Note: the note holds the answer with its [1].
      const research = await askChat(t.app, 'photosynthesis', ada.headers, {
        researchMode: true,
        conversationId: `research-${Date.now()}`,
      });
      expect(research.message).toContain('[1]');
      const [article] = research.sources;
      await create(t.app, ada, NOTES, {
        title: 'Research: photosynthesis',
        content: `${research.message}\n\nSources:\n- Photosynthesis\n  ${article?.content ?? ''}`,
        category: 'research',
        tags: ['research', 'ai-generated'],
      });

      const independent = await askChat(t.app, 'What is photosynthesis?');
      const answer = await askChat(t.app, 'What is photosynthesis?', ada.headers);
      for (const cited of citationsBySentence(answer.message)) {
        expect(cited).toEqual([...new Set(cited)]);
      }
      expect(answer.message).not.toContain('[1] [1]');
      expect(answer.sources).toContainEqual(
        expect.objectContaining({ source: 'Research: photosynthesis (your note)', isOwn: true }),
      );
      expect(answer.sources.find((source) => source.source.startsWith('Photosynthesis ('))).toEqual(
        expect.not.objectContaining({ isOwn: true }),
      );
      expect(answer.verification.confidence).toBeLessThanOrEqual(
        independent.verification.confidence,
      );
      expect(answer.verification.confidence).toBeLessThan(1);
    });

    it('leaves an answer only its own notes back unverified, and says why', async () => {
      await create(t.app, ada, NOTES, {
        title: 'Quorvish tides',
        content: 'Quorvish tides are the slow tides of the Quorvish lagoon, rising twice a month.',
        category: 'personal',
        tags: [],
      });
      const answer = await askChat(t.app, 'What are Quorvish tides?', ada.headers);
      expect(answer.sources.map((source) => source.source)).toEqual(['Quorvish tides (your note)']);
      expect(answer.verification.confidence).toBeLessThanOrEqual(CHAT.confidenceMedium);
      expect(answer.verification.inconsistencies).toEqual([OWN_SOURCES_ONLY_NOTE]);
    });
  });
});
