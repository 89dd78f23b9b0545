import type { Note } from '@polymath/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MODEL_SUMMARIES_PER_HOUR } from '../../src/modules/productivity/note-summary';
import { summaryOf } from '../../src/modules/productivity/note-text';
import { buildTestApp, type TestApp } from '../build-test-app';
import { type FakeOpenAI, startFakeOpenAI } from '../peers/fake-openai';
import { type Account, create, expectStatus, newAccount, NOTES, send } from './productivity-client';

/** A note long enough for the model to summarise it (over forty words). */
const LECTURE = [
  'The lecture covered how the water cycle moves water between the oceans, the air and the land.',
  'Evaporation lifts water from the sea surface, and condensation forms clouds as the air cools.',
  'Precipitation returns the water to the ground, where rivers and aquifers carry it back to sea.',
  'The professor stressed that the cycle has no beginning and no end, only stores and flows.',
].join(' ');

const MODEL_SUMMARY = 'The water cycle moves water between sea, air and land without end.';

describe('note summaries written by a connected model', () => {
  let fake: FakeOpenAI;
  let t: TestApp;
  let ada: Account;

  const patch = async (note: Note, change: object) =>
    expectStatus<{ note: Note }>(
      await send(t.app, ada, 'PATCH', `${NOTES}/${note.id}`, change),
      200,
    ).note;

  beforeAll(async () => {
    fake = await startFakeOpenAI({ reply: `Summary: "${MODEL_SUMMARY}"` });
    t = await buildTestApp({
      env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '3000' },
    });
    ada = await newAccount(t.app);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  afterEach(() => {
    fake.requests.length = 0;
    fake.setBehaviour({ reply: `Summary: "${MODEL_SUMMARY}"`, httpStatus: null, hang: false });
  });

  it("stores the model's summary of a new note, without its label or quotes", async () => {
    const note = await create<Note>(t.app, ada, NOTES, { title: 'Geography', content: LECTURE });
    expect(note.summary).toBe(MODEL_SUMMARY);
    expect(note.wordCount).toBe(LECTURE.split(' ').length);
    expect(fake.requests).toHaveLength(1);
    const prompt = fake.requests[0]!.messages.map((message) => message.content).join('\n');
    expect(prompt).toContain('Geography');
    expect(prompt).toContain(LECTURE);
  });

  it('leaves a short note as its own summary, without asking the model', async () => {
    const note = await create<Note>(t.app, ada, NOTES, { title: 'Errand', content: 'Buy milk.' });
    expect(note.summary).toBe('Buy milk.');
    expect(fake.requests).toHaveLength(0);
  });

  it('asks again only when an edit changes the content', async () => {
    const note = await create<Note>(t.app, ada, NOTES, { title: 'Draft', content: LECTURE });
    fake.setBehaviour({ reply: 'Water circulates between stores forever.' });
    const starred = await patch(note, { isBookmarked: true, title: 'Geography lecture' });
    const resent = await patch(note, { content: LECTURE, tags: ['water'] });
    expect(starred.summary).toBe(MODEL_SUMMARY);
    expect(resent.summary).toBe(MODEL_SUMMARY);
    expect(fake.requests).toHaveLength(1);

    const rewritten = await patch(note, { content: `${LECTURE} Next week: the carbon cycle.` });
    expect(rewritten.summary).toBe('Water circulates between stores forever.');
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.messages.at(-1)!.content).toContain('Geography lecture');
  });

  it("saves the note with its own sentences' summary when the model fails or is silent", async () => {
    fake.setBehaviour({ httpStatus: 500 });
    const failed = await create<Note>(t.app, ada, NOTES, { title: 'Failed', content: LECTURE });
    expect(failed.summary).toBe(summaryOf(LECTURE));

    fake.setBehaviour({ httpStatus: null, hang: true });
    const timedOut = await create<Note>(t.app, ada, NOTES, { title: 'Slow', content: LECTURE });
    expect(timedOut.summary).toBe(summaryOf(LECTURE));

    fake.setBehaviour({ hang: false, reply: '  ' });
    const empty = await create<Note>(t.app, ada, NOTES, { title: 'Empty', content: LECTURE });
    expect(empty.summary).toBe(summaryOf(LECTURE));
  });

  it('cuts a long answer to the summary length on a word', async () => {
    fake.setBehaviour({ reply: 'water '.repeat(200) });
    const note = await create<Note>(t.app, ada, NOTES, { title: 'Long', content: LECTURE });
    expect(note.summary!.length).toBeLessThanOrEqual(300);
    expect(note.summary).toMatch(/^water water/);
  });

  it(
    `writes at most ${MODEL_SUMMARIES_PER_HOUR} model summaries an hour per user, exact under a burst`,
    { timeout: 120_000 },
    async () => {
      // The burst tests the allowance, not the timeout: on a busy machine 65 requests at once can
      // keep the model's answers past the 3 s the other tests allow, and a timed-out request falls
      // back to the note's own sentences. This app gives the model as long as the test itself.
      const patient = await buildTestApp({
        env: { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '120000' },
      });
      try {
        const bea = await newAccount(patient.app, 'Bea');
        const cy = await newAccount(patient.app, 'Cy');
        const notes = await Promise.all(
          Array.from({ length: MODEL_SUMMARIES_PER_HOUR + 5 }, (_, index) =>
            create<Note>(patient.app, bea, NOTES, { title: `Note ${index}`, content: LECTURE }),
          ),
        );
        const byModel = notes.filter((note) => note.summary === MODEL_SUMMARY);
        expect(byModel).toHaveLength(MODEL_SUMMARIES_PER_HOUR);
        expect(fake.requests).toHaveLength(MODEL_SUMMARIES_PER_HOUR);
        for (const note of notes) {
          if (note.summary !== MODEL_SUMMARY) expect(note.summary).toBe(summaryOf(LECTURE));
        }
        // Another user's allowance is their own.
        const own = await create<Note>(patient.app, cy, NOTES, { title: 'Mine', content: LECTURE });
        expect(own.summary).toBe(MODEL_SUMMARY);
      } finally {
        await patient.close();
      }
    },
  );
});
