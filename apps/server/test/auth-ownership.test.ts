import { randomUUID } from 'node:crypto';
import { ANONYMOUS_ID_HEADER } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestOwnerKey } from '../src/identity/caller';
import { findFeedback } from '../src/modules/feedback/feedback.repository';
import { bearer, signUp } from './auth-client';
import { buildTestApp, databases, type TestApp } from './build-test-app';

describe.each(databases)('what a signed-in user owns ($kind)', (factory) => {
  let t: TestApp;
  let adaToken: string;
  let adaId: string;

  beforeAll(async () => {
    t = await buildTestApp({ database: factory });
    const session = await signUp(t.app, {
      name: 'Ada',
      email: 'ada@example.org',
      password: 'engine42',
    });
    adaToken = session.token;
    adaId = session.user.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('files a signed-in user’s feedback under the user, not the anonymous id', async () => {
    const anonymousId = randomUUID();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { ...bearer(adaToken), [ANONYMOUS_ID_HEADER]: anonymousId },
      payload: { messageId: 'm-1', isLiked: true },
    });
    expect(response.statusCode).toBe(200);
    expect(await findFeedback(t.database.db, `user:${adaId}`, 'm-1')).toMatchObject({
      isLiked: true,
    });
    expect(await findFeedback(t.database.db, guestOwnerKey(anonymousId), 'm-1')).toBeUndefined();
  });

  it('accepts a signed-in user’s feedback without an anonymous id', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: bearer(adaToken),
      payload: { messageId: 'm-2', isLiked: false },
    });
    expect(response.statusCode).toBe(200);
    expect(await findFeedback(t.database.db, `user:${adaId}`, 'm-2')).toMatchObject({
      isLiked: false,
    });
  });
});
