import { type ErrorBody, GUEST_LIMIT_MESSAGE, LIMITS } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from './auth-client';
import { buildTestApp, databases, type TestApp } from './build-test-app';
import { guest, readUsageLimits, sendChat, sendStreamedChat } from './usage-client';

/** A small address cap, so storage-clearing abuse is reached in a few messages. */
const ADDRESS_CAP = 8;

describe.each(databases)('the guests’ free messages ($kind)', (factory) => {
  let t: TestApp;
  let clock = new Date('2026-05-10T08:00:00Z');

  beforeAll(async () => {
    t = await buildTestApp({
      database: factory,
      env: {
        GUEST_MESSAGE_LIMIT: String(LIMITS.guestMessages),
        GUEST_ADDRESS_MESSAGE_LIMIT: String(ADDRESS_CAP),
      },
      now: () => clock,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses the sixth guest message with GUEST_LIMIT and the dialog’s text', async () => {
    const caller = { headers: guest(), remoteAddress: '10.1.0.1' };
    for (let sent = 0; sent < LIMITS.guestMessages; sent++) {
      expect((await sendChat(t.app, caller)).statusCode).toBe(200);
    }
    const refused = await sendChat(t.app, caller);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      code: 'GUEST_LIMIT',
      error: GUEST_LIMIT_MESSAGE,
    });
    const streamed = await sendStreamedChat(t.app, caller);
    expect(streamed.statusCode).toBe(429);
    expect(streamed.json<ErrorBody>().code).toBe('GUEST_LIMIT');
    expect((await readUsageLimits(t.app, caller)).guestMessages).toEqual({ used: 5, limit: 5 });
  });

  it('counts a caller without an anonymous id as one guest by its address, not as the address', async () => {
    const caller = { remoteAddress: '10.1.0.9' };
    for (let sent = 0; sent < LIMITS.guestMessages; sent++) {
      expect((await sendChat(t.app, caller)).statusCode).toBe(200);
    }
    const refused = await sendChat(t.app, caller);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().code).toBe('GUEST_LIMIT');
    expect((await readUsageLimits(t.app, caller)).guestMessages).toEqual({ used: 5, limit: 5 });
    // A browser guest on that address still has its own free messages (the address cap allows).
    const browser = { headers: guest(), remoteAddress: '10.1.0.9' };
    expect((await sendChat(t.app, browser)).statusCode).toBe(200);
  });

  it('counts streamed messages too', async () => {
    const caller = { headers: guest(), remoteAddress: '10.1.0.2' };
    for (let sent = 0; sent < LIMITS.guestMessages; sent++) {
      expect((await sendStreamedChat(t.app, caller)).statusCode).toBe(200);
    }
    expect((await sendChat(t.app, caller)).statusCode).toBe(429);
  });

  it('refuses a guest that sends a fresh anonymous id each time once its address is used up', async () => {
    const remoteAddress = '10.1.0.3';
    for (let sent = 0; sent < ADDRESS_CAP; sent++) {
      expect((await sendChat(t.app, { headers: guest(), remoteAddress })).statusCode).toBe(200);
    }
    const refused = await sendChat(t.app, { headers: guest(), remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().code).toBe('GUEST_LIMIT');
    expect((await sendChat(t.app, { remoteAddress })).statusCode).toBe(429);
    // The usage read of any id on that address tells the truth too.
    expect(
      (await readUsageLimits(t.app, { headers: guest(), remoteAddress })).guestMessages,
    ).toEqual({ used: 5, limit: 5 });
  });

  it('counts an IPv6 client by its /64: fresh addresses in the network share its cap', async () => {
    // A subscriber holds a whole /64 and may send from any of its 2^64 addresses.
    const inNetwork = (host: number) => `2001:db8:5:7:${host.toString(16)}::1`;
    for (let sent = 0; sent < ADDRESS_CAP; sent++) {
      const caller = { headers: guest(), remoteAddress: inNetwork(sent) };
      expect((await sendChat(t.app, caller)).statusCode).toBe(200);
    }
    const refused = await sendChat(t.app, { headers: guest(), remoteAddress: inNetwork(99) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().code).toBe('GUEST_LIMIT');
    // The neighbouring /64 is another subscriber's.
    const neighbour = { headers: guest(), remoteAddress: '2001:db8:5:8::1' };
    expect((await sendChat(t.app, neighbour)).statusCode).toBe(200);
  });

  it('does not count refused messages', async () => {
    const remoteAddress = '10.1.0.4';
    const first = { headers: guest(), remoteAddress };
    for (let sent = 0; sent < LIMITS.guestMessages; sent++) await sendChat(t.app, first);
    for (let refused = 0; refused < 3; refused++) {
      expect((await sendChat(t.app, first)).statusCode).toBe(429);
    }
    // The address has 5 of its 8 used: a second guest there still gets 3.
    const second = { headers: guest(), remoteAddress };
    for (let sent = 0; sent < ADDRESS_CAP - LIMITS.guestMessages; sent++) {
      expect((await sendChat(t.app, second)).statusCode).toBe(200);
    }
    expect((await sendChat(t.app, second)).statusCode).toBe(429);
  });

  it('never limits a signed-in user’s messages', async () => {
    const session = await signUp(t.app, {
      name: 'Ada',
      email: 'ada@example.org',
      password: 'engine42',
    });
    const caller = { headers: bearer(session.token), remoteAddress: '10.1.0.3' };
    for (let sent = 0; sent < LIMITS.guestMessages + 2; sent++) {
      expect((await sendChat(t.app, caller)).statusCode).toBe(200);
    }
  });

  it('gives a guest its free messages again in a new month', async () => {
    const caller = { headers: guest(), remoteAddress: '10.1.0.5' };
    for (let sent = 0; sent < LIMITS.guestMessages; sent++) await sendChat(t.app, caller);
    expect((await sendChat(t.app, caller)).statusCode).toBe(429);
    clock = new Date('2026-06-01T00:00:00Z');
    expect((await sendChat(t.app, caller)).statusCode).toBe(200);
  });
});
