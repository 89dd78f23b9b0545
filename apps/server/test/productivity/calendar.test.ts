import type { CalendarEvent, CalendarEventList } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databases, type TestApp } from '../build-test-app';
import {
  type Account,
  create,
  EVENTS,
  expectStatus,
  newAccount,
  send,
} from './productivity-client';

const at = (time: string) => `2026-03-10T${time}:00.000Z`;

describe.each(databases)('productivity calendar events ($kind)', (factory) => {
  let t: TestApp;
  let ada: Account;

  const between = async (account: Account, start: string, end: string) =>
    expectStatus<CalendarEventList>(
      await send(t.app, account, 'GET', `${EVENTS}?start=${start}&end=${end}`),
      200,
    ).events.map((event) => event.title);

  beforeAll(async () => {
    t = await buildTestApp({ database: factory });
    ada = await newAccount(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates an event with the spec’s defaults', async () => {
    const event = await create<CalendarEvent>(t.app, ada, EVENTS, {
      title: 'Standup',
      startTime: '2026-03-09T09:00:00+01:00',
      endTime: '2026-03-09T09:15:00+01:00',
    });
    expect(event).toMatchObject({
      title: 'Standup',
      description: '',
      location: '',
      eventType: 'meeting',
      priority: 'medium',
      reminderMinutes: 15,
      startTime: '2026-03-09T08:00:00.000Z',
      endTime: '2026-03-09T08:15:00.000Z',
    });
  });

  it('lists the events overlapping a window, earliest first', async () => {
    const bea = await newAccount(t.app, 'Bea');
    const make = (title: string, startTime: string, endTime: string) =>
      create<CalendarEvent>(t.app, bea, EVENTS, { title, startTime, endTime });
    await make('inside', at('10:00'), at('11:00'));
    await make('starts before, ends inside', at('08:00'), at('09:30'));
    await make('spans the window', at('07:00'), at('13:00'));
    await make('ends as the window starts', at('08:00'), at('09:00'));
    await make('starts as the window ends', at('12:00'), at('12:30'));
    await make('no length, at the start', at('09:00'), at('09:00'));
    await make('next day', '2026-03-11T10:00:00.000Z', '2026-03-11T11:00:00.000Z');

    expect(await between(bea, at('09:00'), at('12:00'))).toEqual([
      'spans the window',
      'starts before, ends inside',
      'no length, at the start',
      'inside',
    ]);
    expect(await between(ada, at('09:00'), at('12:00'))).toEqual([]);
  });

  it('edits an event, checking the end against the start once merged', async () => {
    const event = await create<CalendarEvent>(t.app, ada, EVENTS, {
      title: 'Review',
      startTime: at('14:00'),
      endTime: at('15:00'),
      location: 'Room 1',
      priority: 'high',
    });
    const moved = expectStatus<{ event: CalendarEvent }>(
      await send(t.app, ada, 'PATCH', `${EVENTS}/${event.id}`, { endTime: at('16:00') }),
      200,
    ).event;
    expect(moved).toMatchObject({
      title: 'Review',
      location: 'Room 1',
      priority: 'high',
      startTime: at('14:00'),
      endTime: at('16:00'),
    });

    for (const change of [
      { endTime: at('13:00') },
      { startTime: at('17:00') },
      { startTime: at('12:00'), endTime: at('11:00') },
    ]) {
      const refused = await send(t.app, ada, 'PATCH', `${EVENTS}/${event.id}`, change);
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION',
        issues: [{ path: expect.arrayContaining(['endTime']) as unknown }],
      });
    }
    expect(await between(ada, at('14:00'), at('14:30'))).toEqual(['Review']);
    const stored = expectStatus<CalendarEventList>(
      await send(t.app, ada, 'GET', `${EVENTS}?start=${at('14:00')}&end=${at('14:30')}`),
      200,
    ).events[0];
    expect(stored).toEqual(moved);
  });

  it('deletes an event', async () => {
    const event = await create<CalendarEvent>(t.app, ada, EVENTS, {
      title: 'Cancelled',
      startTime: at('20:00'),
      endTime: at('21:00'),
    });
    expect((await send(t.app, ada, 'DELETE', `${EVENTS}/${event.id}`)).statusCode).toBe(200);
    expect(await between(ada, at('20:00'), at('21:00'))).toEqual([]);
    expect((await send(t.app, ada, 'DELETE', `${EVENTS}/${event.id}`)).statusCode).toBe(404);
  });

  it('refuses invalid events and windows with 400', async () => {
    const valid = { title: 'x', startTime: at('10:00'), endTime: at('11:00') };
    const refused = [
      await send(t.app, ada, 'POST', EVENTS, { ...valid, title: ' ' }),
      await send(t.app, ada, 'POST', EVENTS, { ...valid, endTime: at('09:00') }),
      await send(t.app, ada, 'POST', EVENTS, { ...valid, startTime: '2026-03-10 10:00' }),
      await send(t.app, ada, 'POST', EVENTS, { ...valid, endTime: 'tomorrow' }),
      await send(t.app, ada, 'POST', EVENTS, { ...valid, reminderMinutes: -5 }),
      await send(t.app, ada, 'POST', EVENTS, { ...valid, priority: 'critical' }),
      await send(t.app, ada, 'GET', `${EVENTS}?start=${at('10:00')}`),
      await send(t.app, ada, 'GET', `${EVENTS}?start=${at('10:00')}&end=${at('09:00')}`),
      await send(
        t.app,
        ada,
        'GET',
        `${EVENTS}?start=2026-01-01T00:00:00Z&end=2027-06-01T00:00:00Z`,
      ),
      await send(t.app, ada, 'GET', `${EVENTS}?start=yesterday&end=${at('09:00')}`),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    }
  });
});
