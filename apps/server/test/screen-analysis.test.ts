import { ErrorBodySchema, FileAnalysisResponseSchema, LIMITS } from '@polymath/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from './auth-client';
import { buildTestApp, databases, type TestApp } from './build-test-app';
import { png, pdfWithPages } from './files/file-fixtures';
import { createMailInbox, verifyAddress } from './mail-inbox';
import { guest, readUsageLimits } from './usage-client';

const ADMIN_EMAIL = 'screens@example.org';

describe.each(databases)('screen analysis on $kind', (factory) => {
  let t: TestApp;
  let url: string;
  let signUps = 0;
  const inbox = createMailInbox();

  async function newUser(email = `viewer${++signUps}@example.org`) {
    const session = await signUp(t.app, { name: 'Ada', email, password: 'engine42' });
    return bearer(session.token);
  }

  beforeAll(async () => {
    t = await buildTestApp({
      database: factory,
      env: { ADMIN_EMAILS: ADMIN_EMAIL },
      mail: inbox.sender,
    });
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  const sendFrame = (headers: Record<string, string>, bytes: Uint8Array = png(32, 20)) => {
    const form = new FormData();
    form.append('purpose', 'screen');
    form.append('file', new Blob([bytes]), 'screen.png');
    return fetch(`${url}/api/upload`, { method: 'POST', headers, body: form });
  };

  it('refuses guests and free users with the limit error, counting nothing', async () => {
    const refusals = [];
    for (const headers of [guest(), await newUser()]) {
      const refused = await sendFrame(headers);
      expect(refused.status).toBe(429);
      refusals.push(ErrorBodySchema.parse(await refused.json()));
    }
    expect(refusals.map((body) => [body.code, body.error])).toEqual([
      ['LIMIT_REACHED', 'Please sign in to use this feature.'],
      ['LIMIT_REACHED', 'This feature is part of Premium. Upgrade to Premium to use it.'],
    ]);
    expect(LIMITS.free.screenAnalysis).toBe(0);
  });

  it('reads a premium frame and counts it as a screen analysis', async () => {
    await newUser(ADMIN_EMAIL);
    // Verifying ends the registration's session: the admin goes on with the link's.
    const headers = bearer((await verifyAddress(t.app, inbox, ADMIN_EMAIL)).token);
    const response = await sendFrame(headers);
    expect(response.status).toBe(200);
    const { analysis } = FileAnalysisResponseSchema.parse(await response.json());
    expect(analysis.analysis).toContain('32 × 20 pixels');
    const limits = await readUsageLimits(t.app, { headers });
    expect(limits.usage.screenAnalysis).toEqual({ used: 1, limit: LIMITS.premiumCap });

    // A plain upload is not a screen analysis; a PDF is not a screen.
    const form = new FormData();
    form.append('file', new Blob([png(8, 8)]), 'photo.png');
    expect((await fetch(`${url}/api/upload`, { method: 'POST', headers, body: form })).status).toBe(
      200,
    );
    expect((await sendFrame(headers, await pdfWithPages([['Not a screen.']]))).status).toBe(400);
    const after = await readUsageLimits(t.app, { headers });
    expect(after.usage.screenAnalysis.used).toBe(1);
  });
});
