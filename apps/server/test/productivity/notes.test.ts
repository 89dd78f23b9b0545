import type { Note, NoteList } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductivityService } from '../../src/modules/productivity/productivity.service';
import { buildTestApp, databases, type TestApp } from '../build-test-app';
import { type Account, create, expectStatus, newAccount, NOTES, send } from './productivity-client';
import { productivityServiceOf } from './service-of';

const PHOTOSYNTHESIS =
  'Photosynthesis turns light into chemical energy. ' +
  'Plants store that chemical energy as sugar. ' +
  'My neighbour painted the fence blue.';

describe.each(databases)('productivity notes ($kind)', (factory) => {
  let t: TestApp;
  let ada: Account;
  let service: ProductivityService;

  const list = async (account: Account, query = '') =>
    expectStatus<NoteList>(await send(t.app, account, 'GET', `${NOTES}${query}`), 200);
  const titlesOf = async (account: Account, query = '') =>
    (await list(account, query)).notes.map((note) => note.title);

  beforeAll(async () => {
    t = await buildTestApp({ database: factory });
    ada = await newAccount(t.app);
    service = productivityServiceOf(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a note in the general category with its word count and summary', async () => {
    const note = await create<Note>(t.app, ada, NOTES, {
      title: 'Biology',
      content: PHOTOSYNTHESIS,
      tags: ['science'],
    });
    expect(note).toMatchObject({
      title: 'Biology',
      content: PHOTOSYNTHESIS,
      category: 'general',
      tags: ['science'],
      isBookmarked: false,
      wordCount: 19,
      summary: 'Photosynthesis turns light into chemical energy.',
    });
    expect((await list(ada)).notes).toContainEqual(note);
  });

  it('keeps the word count and summary up to date when the content changes', async () => {
    const note = await create<Note>(t.app, ada, NOTES, { title: 'Short', content: 'Buy milk' });
    expect(note).toMatchObject({ wordCount: 2, summary: 'Buy milk' });
    const edited = expectStatus<{ note: Note }>(
      await send(t.app, ada, 'PATCH', `${NOTES}/${note.id}`, { content: PHOTOSYNTHESIS }),
      200,
    ).note;
    expect(edited).toMatchObject({
      title: 'Short',
      wordCount: 19,
      summary: 'Photosynthesis turns light into chemical energy.',
    });
    const starred = expectStatus<{ note: Note }>(
      await send(t.app, ada, 'PATCH', `${NOTES}/${note.id}`, { isBookmarked: true }),
      200,
    ).note;
    expect(starred).toMatchObject({ isBookmarked: true, content: PHOTOSYNTHESIS, wordCount: 19 });
    const unstarred = expectStatus<{ note: Note }>(
      await send(t.app, ada, 'PATCH', `${NOTES}/${note.id}`, { isBookmarked: false }),
      200,
    ).note;
    expect(unstarred.isBookmarked).toBe(false);
  });

  it('searches the full text, best match first: title, then tags, then content', async () => {
    const bea = await newAccount(t.app, 'Bea');
    const make = (title: string, content: string, extra: object = {}) =>
      create<Note>(t.app, bea, NOTES, { title, content, ...extra });
    await make('Groceries', 'Apples and a volcano-shaped cake.');
    await make('Trip ideas', 'Hiking and museums.', { tags: ['volcano'] });
    await make('Volcanoes', 'How magma rises.');
    await make('Unrelated', 'Nothing about mountains here.');

    expect(await titlesOf(bea, '?q=volcano')).toEqual(['Volcanoes', 'Trip ideas', 'Groceries']);
    expect((await list(bea, '?q=volcano')).total).toBe(3);
    expect(await titlesOf(bea, '?q=magma%20rising')).toEqual(['Volcanoes']);
    expect(await titlesOf(bea, '?q=volcano%20-magma')).toEqual(['Trip ideas', 'Groceries']);
    expect(await titlesOf(bea, '?q=submarine')).toEqual([]);
    expect(await titlesOf(ada, '?q=volcano')).toEqual([]);
  });

  it('filters by category and starred, newest first, and pages with the total', async () => {
    const cem = await newAccount(t.app, 'Cem');
    const make = (title: string, category: string) =>
      create<Note>(t.app, cem, NOTES, { title, content: `${title} notes`, category });
    await make('Standup', 'meeting');
    const retro = await make('Retro', 'meeting');
    await make('Thesis', 'study');
    await send(t.app, cem, 'PATCH', `${NOTES}/${retro.id}`, { isBookmarked: true });

    expect(await titlesOf(cem, '?category=meeting')).toEqual(['Retro', 'Standup']);
    expect(await titlesOf(cem, '?bookmarked=true')).toEqual(['Retro']);
    expect(await titlesOf(cem, '?bookmarked=false')).toEqual(['Thesis', 'Standup']);
    expect(await titlesOf(cem, '?category=meeting&q=standup')).toEqual(['Standup']);
    const page = await list(cem, '?limit=1&offset=1');
    expect(page.total).toBe(3);
    expect(page.notes.map((note) => note.title)).toEqual(['Thesis']);
  });

  it("refuses a blank title or content with 'Please fill in both title and content'", async () => {
    for (const body of [
      { title: 'Idea', content: '  ' },
      { title: ' ', content: 'Text' },
      { title: 'Idea' },
    ]) {
      const response = await send(t.app, ada, 'POST', NOTES, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ error: string }>().error).toContain(
        'Please fill in both title and content',
      );
    }
    const note = await create<Note>(t.app, ada, NOTES, { title: 'Kept', content: 'As it was' });
    const blanked = await send(t.app, ada, 'PATCH', `${NOTES}/${note.id}`, { content: ' ' });
    expect(blanked.statusCode).toBe(400);
    for (const body of [
      { title: 'x', content: 'y', category: 'recipes' },
      { title: 'x', content: 'y', tags: 'a, b' },
    ]) {
      expect((await send(t.app, ada, 'POST', NOTES, body)).statusCode).toBe(400);
    }
    expect((await send(t.app, ada, 'GET', `${NOTES}?bookmarked=yes`)).statusCode).toBe(400);
    expect((await list(ada)).notes.find((stored) => stored.id === note.id)).toEqual(note);
  });

  it('deletes a note', async () => {
    const note = await create<Note>(t.app, ada, NOTES, { title: 'Gone', content: 'Soon' });
    expect((await send(t.app, ada, 'DELETE', `${NOTES}/${note.id}`)).statusCode).toBe(200);
    expect((await send(t.app, ada, 'DELETE', `${NOTES}/${note.id}`)).statusCode).toBe(404);
    expect(await titlesOf(ada)).not.toContain('Gone');
  });

  it("finds a user's notes for a question, best first, and never another user's", async () => {
    const dee = await newAccount(t.app, 'Dee');
    const eve = await newAccount(t.app, 'Eve');
    await create<Note>(t.app, dee, NOTES, {
      title: 'Budget meeting',
      content: 'We agreed the Q3 budget for the garden project.',
    });
    await create<Note>(t.app, dee, NOTES, {
      title: 'Garden',
      content: 'Tomatoes need sun. The budget is tight.',
    });
    await create<Note>(t.app, eve, NOTES, {
      title: 'Eve’s budget meeting',
      content: 'A budget meeting of someone else.',
    });

    const found = await service.findNotes(dee.id, 'What did we decide in the budget meeting?', 5);
    expect(found.map((note) => note.title)).toEqual(['Budget meeting', 'Garden']);
    expect(found[0]!.rank).toBeGreaterThan(found[1]!.rank);
    expect(found[0]).toMatchObject({
      id: expect.any(String) as unknown,
      content: 'We agreed the Q3 budget for the garden project.',
      updatedAt: expect.any(String) as unknown,
    });
    expect(await service.findNotes(dee.id, 'budget', 1)).toHaveLength(1);
    expect(await service.findNotes(dee.id, 'what is it?', 5)).toEqual([]);
    expect(await service.findNotes(ada.id, 'budget meeting', 5)).toEqual([]);
  });
});
