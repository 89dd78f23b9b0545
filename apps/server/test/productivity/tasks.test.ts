import type { Task, TaskList } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databases, type TestApp } from '../build-test-app';
import { type Account, create, expectStatus, newAccount, send, TASKS } from './productivity-client';

describe.each(databases)('productivity tasks ($kind)', (factory) => {
  let t: TestApp;
  let ada: Account;

  const list = async (account: Account, query = '') =>
    expectStatus<TaskList>(await send(t.app, account, 'GET', `${TASKS}${query}`), 200);
  const titles = (tasks: Task[]) => tasks.map((task) => task.title);

  beforeAll(async () => {
    t = await buildTestApp({ database: factory });
    ada = await newAccount(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a pending task with the spec’s defaults, and lists it', async () => {
    const task = await create<Task>(t.app, ada, TASKS, { title: '  Write the report  ' });
    expect(task).toMatchObject({
      title: 'Write the report',
      description: '',
      priority: 'medium',
      status: 'pending',
      dueDate: null,
      tags: [],
      estimatedDuration: 60,
    });
    expect(Date.parse(task.createdAt!)).not.toBeNaN();
    expect((await list(ada)).tasks).toContainEqual(task);
  });

  it('edits only the fields a change names, and completes a task', async () => {
    const task = await create<Task>(t.app, ada, TASKS, {
      title: 'Plan the trip',
      priority: 'high',
      tags: ['travel'],
      estimatedDuration: 90,
      dueDate: '2026-05-01',
    });
    const edited = expectStatus<{ task: Task }>(
      await send(t.app, ada, 'PATCH', `${TASKS}/${task.id}`, { description: 'Book trains' }),
      200,
    ).task;
    expect(edited).toMatchObject({
      title: 'Plan the trip',
      description: 'Book trains',
      priority: 'high',
      tags: ['travel'],
      estimatedDuration: 90,
      dueDate: '2026-05-01',
      status: 'pending',
    });
    const completed = expectStatus<{ task: Task }>(
      await send(t.app, ada, 'PATCH', `${TASKS}/${task.id}/complete`),
      200,
    ).task;
    expect(completed).toMatchObject({
      ...edited,
      status: 'completed',
      updatedAt: expect.any(String) as unknown,
    });
    // Completing again changes nothing.
    const again = expectStatus<{ task: Task }>(
      await send(t.app, ada, 'PATCH', `${TASKS}/${task.id}/complete`),
      200,
    ).task;
    expect(again).toEqual(completed);
    expect(
      expectStatus<{ task: Task }>(
        await send(t.app, ada, 'PATCH', `${TASKS}/${task.id}`, { status: 'in_progress' }),
        200,
      ).task.status,
    ).toBe('in_progress');
  });

  it('deletes a task, then answers 404 for it', async () => {
    const task = await create<Task>(t.app, ada, TASKS, { title: 'Throw away' });
    expect(expectStatus(await send(t.app, ada, 'DELETE', `${TASKS}/${task.id}`), 200)).toEqual({
      success: true,
    });
    expect((await send(t.app, ada, 'DELETE', `${TASKS}/${task.id}`)).statusCode).toBe(404);
    expect((await send(t.app, ada, 'PATCH', `${TASKS}/${task.id}/complete`)).statusCode).toBe(404);
    expect(titles((await list(ada)).tasks)).not.toContain('Throw away');
  });

  it('answers 404 for ids that name no task, UUID or not', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await send(t.app, ada, 'PATCH', `${TASKS}/${id}`, { title: 'x' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('filters by status and due date, sorts and pages with the total', async () => {
    const bea = await newAccount(t.app, 'Bea');
    const make = (title: string, extra: object = {}) =>
      create<Task>(t.app, bea, TASKS, { title, ...extra });
    const low = await make('low, due 10 March', { priority: 'low', dueDate: '2026-03-10' });
    const urgent = await make('urgent, due 12 March 15:00', {
      priority: 'urgent',
      dueDate: '2026-03-12T15:00:00.000Z',
    });
    const high = await make('high, no due date', { priority: 'high' });
    const medium = await make('medium, due 11 March', { dueDate: '2026-03-11' });
    await send(t.app, bea, 'PATCH', `${TASKS}/${medium.id}/complete`);

    expect(titles((await list(bea)).tasks)).toEqual(titles([medium, high, urgent, low]));
    expect(titles((await list(bea, '?sort=due')).tasks)).toEqual(
      titles([low, medium, urgent, high]),
    );
    expect(titles((await list(bea, '?sort=priority')).tasks)).toEqual(
      titles([urgent, high, medium, low]),
    );
    expect(titles((await list(bea, '?status=completed')).tasks)).toEqual(titles([medium]));
    // A day takes in the whole of it; a moment is a moment.
    expect(titles((await list(bea, '?dueBefore=2026-03-11&sort=due')).tasks)).toEqual(
      titles([low, medium]),
    );
    expect(titles((await list(bea, '?dueBefore=2026-03-12&sort=due')).tasks)).toEqual(
      titles([low, medium, urgent]),
    );
    expect(titles((await list(bea, '?dueBefore=2026-03-12T14:59:59Z&sort=due')).tasks)).toEqual(
      titles([low, medium]),
    );
    expect(
      titles((await list(bea, '?dueAfter=2026-03-11&dueBefore=2026-03-12&sort=due')).tasks),
    ).toEqual(titles([medium, urgent]));
    expect(titles((await list(bea, '?dueAfter=2026-03-12T15:00:00Z')).tasks)).toEqual(
      titles([urgent]),
    );

    const page = await list(bea, '?sort=due&limit=2&offset=1');
    expect(page.total).toBe(4);
    expect(titles(page.tasks)).toEqual(titles([medium, urgent]));
    expect((await list(bea, '?status=pending&limit=1')).total).toBe(3);
  });

  it('refuses invalid tasks and queries with 400', async () => {
    const refused = [
      await send(t.app, ada, 'POST', TASKS, { title: '   ' }),
      await send(t.app, ada, 'POST', TASKS, { title: 'x', priority: 'critical' }),
      await send(t.app, ada, 'POST', TASKS, { title: 'x', dueDate: 'tomorrow' }),
      await send(t.app, ada, 'POST', TASKS, { title: 'x', dueDate: '2026-02-30T25:00:00Z' }),
      await send(t.app, ada, 'POST', TASKS, { title: 'x', estimatedDuration: 0 }),
      await send(t.app, ada, 'POST', TASKS, { title: 'x', tags: ['ok', '  '] }),
      await send(t.app, ada, 'POST', TASKS, { title: 'x'.repeat(201) }),
      await send(t.app, ada, 'GET', `${TASKS}?status=done`),
      await send(t.app, ada, 'GET', `${TASKS}?dueBefore=soon`),
      await send(t.app, ada, 'GET', `${TASKS}?sort=title`),
      await send(t.app, ada, 'GET', `${TASKS}?limit=0`),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
    const blank = await send(t.app, ada, 'POST', TASKS, { title: ' ' });
    expect(blank.json<{ error: string }>().error).toContain('Title is required');

    const task = await create<Task>(t.app, ada, TASKS, { title: 'Stays' });
    for (const change of [{}, { title: '' }, { status: 'done' }]) {
      const response = await send(t.app, ada, 'PATCH', `${TASKS}/${task.id}`, change);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
    }
    expect((await list(ada)).tasks.find((stored) => stored.id === task.id)).toEqual(task);
  });

  it('keeps tags as trimmed, non-empty strings', async () => {
    const task = await create<Task>(t.app, ada, TASKS, {
      title: 'Tagged',
      tags: [' ai ', 'research'],
    });
    expect(task.tags).toEqual(['ai', 'research']);
  });
});
