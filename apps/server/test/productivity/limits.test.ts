import type { ConversationPage, Note, Task } from '@polymath/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notes, storageUsage, tasks } from '../../src/db/schema';
import { buildTestApp, databases, type TestApp } from '../build-test-app';
import {
  type Account,
  create,
  EVENTS,
  expectStatus,
  newAccount,
  NOTES,
  send,
  TASKS,
} from './productivity-client';

const QUOTA_BYTES = 10_000;
const ROWS_PER_KIND = 8;
/** A note of about 1.8 KB stored: five of them fit the quota, six do not. */
const LONG_NOTE = { title: 'Long', content: 'Sunlight feeds the plants. '.repeat(60) };

describe.each(databases)('productivity limits ($kind)', (factory) => {
  let t: TestApp;

  const usageOf = async (account: Account) =>
    expectStatus<ConversationPage>(await send(t.app, account, 'GET', '/api/conversations'), 200)
      .usage;

  /** The usage row and the sum of the user's rows it counts, straight from the database. */
  async function storedBytes(account: Account) {
    const [usage] = await t.database.db
      .select({ bytes: storageUsage.productivityBytes })
      .from(storageUsage)
      .where(eq(storageUsage.userId, account.id));
    const [noteSum] = await t.database.db
      .select({ bytes: sql<number>`coalesce(sum(${notes.sizeBytes}), 0)::int` })
      .from(notes)
      .where(eq(notes.userId, account.id));
    const [taskSum] = await t.database.db
      .select({ bytes: sql<number>`coalesce(sum(${tasks.sizeBytes}), 0)::int` })
      .from(tasks)
      .where(eq(tasks.userId, account.id));
    return { counted: usage?.bytes ?? 0, rows: (noteSum?.bytes ?? 0) + (taskSum?.bytes ?? 0) };
  }

  /** What a stored note counts against the quota. */
  async function noteSize(id: string): Promise<number> {
    const [row] = await t.database.db
      .select({ bytes: notes.sizeBytes })
      .from(notes)
      .where(eq(notes.id, id));
    expect(row?.bytes).toBeGreaterThan(0);
    return row!.bytes;
  }

  beforeAll(async () => {
    t = await buildTestApp({
      database: factory,
      env: {
        STORAGE_QUOTA_FREE_BYTES: String(QUOTA_BYTES),
        PRODUCTIVITY_ROWS_PER_KIND: String(ROWS_PER_KIND),
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts what is stored against the storage quota, and frees it on delete', async () => {
    const ada = await newAccount(t.app);
    const note = await create<Note>(t.app, ada, NOTES, LONG_NOTE);
    const size = await noteSize(note.id);
    expect(await usageOf(ada)).toMatchObject({
      usedBytes: size,
      productivityBytes: size,
      quotaBytes: QUOTA_BYTES,
    });
    const task = await create<Task>(t.app, ada, TASKS, { title: 'Small' });
    const afterTask = await storedBytes(ada);
    expect(afterTask.counted).toBe(afterTask.rows);

    await send(t.app, ada, 'PATCH', `${TASKS}/${task.id}`, { description: 'More words here' });
    const afterEdit = await storedBytes(ada);
    expect(afterEdit.counted).toBe(afterEdit.rows);
    expect(afterEdit.counted).toBeGreaterThan(afterTask.counted);

    await send(t.app, ada, 'DELETE', `${NOTES}/${note.id}`);
    await send(t.app, ada, 'DELETE', `${TASKS}/${task.id}`);
    expect(await storedBytes(ada)).toEqual({ counted: 0, rows: 0 });
    expect((await usageOf(ada)).productivityBytes).toBe(0);
  });

  it('never lets a parallel burst pass the quota: exactly what fits is stored', async () => {
    const bea = await newAccount(t.app, 'Bea');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(t.app, bea, 'POST', NOTES, LONG_NOTE)),
    );
    const stored = answers.filter((answer) => answer.statusCode === 201);
    const size = await noteSize(stored[0]!.json<{ note: Note }>().note.id);
    const fitting = Math.floor(QUOTA_BYTES / size);
    expect(fitting).toBeLessThan(ROWS_PER_KIND);
    expect(stored).toHaveLength(fitting);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused).toHaveLength(20 - fitting);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(413);
      expect(answer.json<{ code: string; error: string }>()).toMatchObject({
        code: 'QUOTA_EXCEEDED',
        error: expect.stringMatching(
          /^Storage full: .* is used, and this change needs .* more\./,
        ) as unknown,
      });
    }
    expect(await storedBytes(bea)).toEqual({ counted: fitting * size, rows: fitting * size });
  });

  it('refuses an edit that grows past the quota, and always allows one that shrinks', async () => {
    const cem = await newAccount(t.app, 'Cem');
    // Filled up: the next note does not fit.
    const first = await create<Note>(t.app, cem, NOTES, LONG_NOTE);
    while ((await send(t.app, cem, 'POST', NOTES, LONG_NOTE)).statusCode === 201);
    const grown = await send(t.app, cem, 'PATCH', `${NOTES}/${first.id}`, {
      content: `${LONG_NOTE.content}${'More. '.repeat(400)}`,
    });
    expect(grown.statusCode).toBe(413);
    const listed = expectStatus<{ notes: Note[] }>(await send(t.app, cem, 'GET', NOTES), 200);
    expect(listed.notes.find(({ id }) => id === first.id)?.content).toBe(first.content);

    const shrunk = await send(t.app, cem, 'PATCH', `${NOTES}/${first.id}`, { content: 'Short.' });
    expect(shrunk.statusCode).toBe(200);
    const bytes = await storedBytes(cem);
    expect(bytes.counted).toBe(bytes.rows);
  });

  it('keeps at most the configured rows of each kind, even in a parallel burst', async () => {
    const dee = await newAccount(t.app, 'Dee');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(t.app, dee, 'POST', TASKS, { title: `Task ${index}` }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(ROWS_PER_KIND);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused).toHaveLength(20 - ROWS_PER_KIND);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(413);
      expect(answer.json()).toEqual({
        success: false,
        code: 'QUOTA_EXCEEDED',
        error: `You have ${ROWS_PER_KIND} tasks, the most an account can keep. Delete tasks you no longer need to make room.`,
      });
    }
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tasks)
      .where(eq(tasks.userId, dee.id));
    expect(count?.n).toBe(ROWS_PER_KIND);

    // Other kinds have their own allowance; a deletion makes room again.
    expect(
      (
        await send(t.app, dee, 'POST', EVENTS, {
          title: 'Still fine',
          startTime: '2026-04-01T09:00:00.000Z',
          endTime: '2026-04-01T10:00:00.000Z',
        })
      ).statusCode,
    ).toBe(201);
    const task = answers.find((answer) => answer.statusCode === 201)!.json<{ task: Task }>().task;
    expect((await send(t.app, dee, 'DELETE', `${TASKS}/${task.id}`)).statusCode).toBe(200);
    expect((await send(t.app, dee, 'POST', TASKS, { title: 'One more' })).statusCode).toBe(201);
    expect((await send(t.app, dee, 'POST', TASKS, { title: 'Too many' })).statusCode).toBe(413);
  });
});
