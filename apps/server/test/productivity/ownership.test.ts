import * as shared from '@polymath/shared';
import type {
  CalendarEvent,
  CalendarEventList,
  Citation,
  CitationList,
  Note,
  NoteList,
  ResearchProject,
  ResearchProjectList,
  Task,
  TaskList,
} from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databases, type TestApp } from '../build-test-app';
import {
  type Account,
  CITATIONS,
  create,
  EVENTS,
  expectStatus,
  FEED_LINK,
  GUEST,
  type Method,
  newAccount,
  NOTES,
  PROJECTS,
  send,
  TASKS,
} from './productivity-client';

const SOME_ID = '3f1d2c4b-5a69-4788-9abc-def012345678';
const START = '2026-04-01T09:00:00.000Z';
const END = '2026-04-01T10:00:00.000Z';

/** A valid request for every productivity route, so a guest meets the sign-in check, not validation. */
const EVERY_ROUTE: { method: Method; path: string; url: string; body?: object }[] = [
  { method: 'GET', path: TASKS, url: TASKS },
  { method: 'POST', path: TASKS, url: TASKS, body: { title: 'x' } },
  { method: 'PATCH', path: `${TASKS}/:id`, url: `${TASKS}/${SOME_ID}`, body: { title: 'x' } },
  { method: 'PATCH', path: `${TASKS}/:id/complete`, url: `${TASKS}/${SOME_ID}/complete` },
  { method: 'DELETE', path: `${TASKS}/:id`, url: `${TASKS}/${SOME_ID}` },
  { method: 'GET', path: EVENTS, url: `${EVENTS}?start=${START}&end=${END}` },
  {
    method: 'POST',
    path: EVENTS,
    url: EVENTS,
    body: { title: 'x', startTime: START, endTime: END },
  },
  { method: 'PATCH', path: `${EVENTS}/:id`, url: `${EVENTS}/${SOME_ID}`, body: { title: 'x' } },
  { method: 'DELETE', path: `${EVENTS}/:id`, url: `${EVENTS}/${SOME_ID}` },
  { method: 'GET', path: FEED_LINK, url: FEED_LINK },
  { method: 'POST', path: FEED_LINK, url: FEED_LINK },
  { method: 'DELETE', path: FEED_LINK, url: FEED_LINK },
  { method: 'GET', path: NOTES, url: NOTES },
  { method: 'POST', path: NOTES, url: NOTES, body: { title: 'x', content: 'y' } },
  { method: 'PATCH', path: `${NOTES}/:id`, url: `${NOTES}/${SOME_ID}`, body: { title: 'x' } },
  { method: 'DELETE', path: `${NOTES}/:id`, url: `${NOTES}/${SOME_ID}` },
  { method: 'GET', path: PROJECTS, url: PROJECTS },
  { method: 'POST', path: PROJECTS, url: PROJECTS, body: { title: 'x' } },
  { method: 'PATCH', path: `${PROJECTS}/:id`, url: `${PROJECTS}/${SOME_ID}`, body: { title: 'x' } },
  { method: 'DELETE', path: `${PROJECTS}/:id`, url: `${PROJECTS}/${SOME_ID}` },
  { method: 'GET', path: CITATIONS, url: CITATIONS },
  { method: 'POST', path: CITATIONS, url: CITATIONS, body: { title: 'x' } },
  {
    method: 'PATCH',
    path: `${CITATIONS}/:id`,
    url: `${CITATIONS}/${SOME_ID}`,
    body: { title: 'x' },
  },
  { method: 'DELETE', path: `${CITATIONS}/:id`, url: `${CITATIONS}/${SOME_ID}` },
  { method: 'POST', path: `${CITATIONS}/format`, url: `${CITATIONS}/format`, body: { title: 'x' } },
];

/** Every productivity contract the shared package declares. */
function productivityContracts(): { method: string; path: string }[] {
  return Object.values(shared as Record<string, unknown>)
    .filter(
      (value): value is shared.Contract =>
        typeof value === 'object' &&
        value !== null &&
        'path' in value &&
        'method' in value &&
        String((value as { path: unknown }).path).startsWith('/api/productivity/'),
    )
    .map(({ method, path }) => ({ method, path }));
}

interface OwnedRows {
  task: Task;
  event: CalendarEvent;
  note: Note;
  project: ResearchProject;
  citation: Citation;
}

describe.each(databases)('productivity: owners and guests ($kind)', (factory) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ database: factory });
  });
  afterAll(async () => {
    await t.close();
  });

  async function makeRows(owner: Account): Promise<OwnedRows> {
    const project = await create<ResearchProject>(t.app, owner, PROJECTS, { title: 'Secret plan' });
    return {
      task: await create<Task>(t.app, owner, TASKS, { title: 'Secret task' }),
      event: await create<CalendarEvent>(t.app, owner, EVENTS, {
        title: 'Secret meeting',
        startTime: START,
        endTime: END,
      }),
      note: await create<Note>(t.app, owner, NOTES, { title: 'Secret', content: 'Diary entry' }),
      project,
      citation: await create<Citation>(t.app, owner, CITATIONS, {
        title: 'Secret source',
        projectId: project.id,
      }),
    };
  }

  /** The owner's rows as the owner lists them now. */
  async function rowsOf(owner: Account): Promise<OwnedRows> {
    const get = async <T>(url: string) =>
      expectStatus<T>(await send(t.app, owner, 'GET', url), 200);
    return {
      task: (await get<TaskList>(TASKS)).tasks[0]!,
      event: (await get<CalendarEventList>(`${EVENTS}?start=${START}&end=${END}`)).events[0]!,
      note: (await get<NoteList>(NOTES)).notes[0]!,
      project: (await get<ResearchProjectList>(PROJECTS)).projects[0]!,
      citation: (await get<CitationList>(CITATIONS)).citations[0]!,
    };
  }

  it('lists every productivity contract in the guest table', () => {
    const table = EVERY_ROUTE.map(({ method, path }) => `${method} ${path}`);
    const contracts = productivityContracts().map(({ method, path }) => `${method} ${path}`);
    expect(table.sort()).toEqual([...new Set(contracts)].sort());
  });

  it('refuses guests with 401 on every route', async () => {
    for (const route of EVERY_ROUTE) {
      const response = await send(t.app, GUEST, route.method, route.url, route.body);
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it("answers 404 for another user's rows on every route, and leaves them as they were", async () => {
    const owner = await newAccount(t.app, 'Owner');
    const mallory = await newAccount(t.app, 'Mallory');
    const rows = await makeRows(owner);
    const own = await makeRows(mallory);

    const attacks: { method: Method; url: string; body?: object }[] = [
      { method: 'PATCH', url: `${TASKS}/${rows.task.id}`, body: { title: 'Hacked' } },
      { method: 'PATCH', url: `${TASKS}/${rows.task.id}/complete` },
      { method: 'DELETE', url: `${TASKS}/${rows.task.id}` },
      { method: 'PATCH', url: `${EVENTS}/${rows.event.id}`, body: { title: 'Hacked' } },
      { method: 'DELETE', url: `${EVENTS}/${rows.event.id}` },
      { method: 'PATCH', url: `${NOTES}/${rows.note.id}`, body: { isBookmarked: true } },
      { method: 'DELETE', url: `${NOTES}/${rows.note.id}` },
      { method: 'PATCH', url: `${PROJECTS}/${rows.project.id}`, body: { status: 'archived' } },
      { method: 'DELETE', url: `${PROJECTS}/${rows.project.id}` },
      { method: 'PATCH', url: `${CITATIONS}/${rows.citation.id}`, body: { citationStyle: 'MLA' } },
      { method: 'DELETE', url: `${CITATIONS}/${rows.citation.id}` },
      // The owner's project named in the attacker's own citations.
      { method: 'GET', url: `${CITATIONS}?projectId=${rows.project.id}` },
      { method: 'POST', url: CITATIONS, body: { title: 'Mine', projectId: rows.project.id } },
      {
        method: 'PATCH',
        url: `${CITATIONS}/${own.citation.id}`,
        body: { projectId: rows.project.id },
      },
    ];
    const before = await rowsOf(owner);
    for (const attack of attacks) {
      const response = await send(t.app, mallory, attack.method, attack.url, attack.body);
      const context = `${attack.method} ${attack.url}`;
      expect(response.statusCode, `${context}: ${response.body}`).toBe(404);
      expect(response.json(), context).toMatchObject({ code: 'NOT_FOUND' });
      expect(response.body, context).not.toContain('Secret');
    }
    expect(await rowsOf(owner)).toEqual(before);
    expect(before.citation.projectId).toBe(rows.project.id);

    // Nor do the attacker's lists and searches show any of them.
    const listed = await Promise.all(
      [
        TASKS,
        `${EVENTS}?start=${START}&end=${END}`,
        NOTES,
        `${NOTES}?q=secret`,
        PROJECTS,
        CITATIONS,
      ].map(async (url) => (await send(t.app, mallory, 'GET', url)).body),
    );
    for (const body of listed) {
      for (const row of Object.values(rows) as { id: string }[]) expect(body).not.toContain(row.id);
    }
    // The attacker's own citation kept its own project.
    const mine = expectStatus<CitationList>(await send(t.app, mallory, 'GET', CITATIONS), 200);
    expect(mine.citations.find(({ id }) => id === own.citation.id)?.projectId).toBe(own.project.id);
  });
});
