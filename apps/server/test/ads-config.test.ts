import { ADS, PublicConfigResponseSchema } from '@polymath/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, databases, type TestApp } from './build-test-app';

describe.each(databases)('ad network configuration on $kind', (database) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function readConfigAndPolicy(env: Record<string, string>) {
    t = await buildTestApp({ database, env });
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    return {
      ads: PublicConfigResponseSchema.parse(res.json()).ads,
      csp: String(res.headers['content-security-policy']),
    };
  }

  it('publishes the publisher id, slot id, script and popup delay the operator set', async () => {
    const { ads } = await readConfigAndPolicy({
      ADS_PUBLISHER_ID: 'ca-pub-1234567890123456',
      ADS_SLOT_ID: '9876543210',
      ADS_SCRIPT_URL: 'http://127.0.0.1:9/adsbygoogle.js',
      ADS_POPUP_DELAY_MS: '3000',
    });
    expect(ads).toEqual({
      publisherId: 'ca-pub-1234567890123456',
      slotId: '9876543210',
      scriptUrl: 'http://127.0.0.1:9/adsbygoogle.js',
      popupDelayMs: 3000,
    });
  });

  it("lets the page load the configured network's script and frames", async () => {
    const { csp } = await readConfigAndPolicy({
      ADS_PUBLISHER_ID: 'ca-pub-1234567890123456',
      ADS_SLOT_ID: '9876543210',
    });
    expect(csp).toContain("script-src 'self' https://pagead2.googlesyndication.com");
    expect(csp).toContain('frame-src');
    expect(csp).toContain('https://*.doubleclick.net');
  });

  it('allows nothing extra without a real publisher id (placeholder included)', async () => {
    const { ads, csp } = await readConfigAndPolicy({
      ADS_PUBLISHER_ID: ADS.placeholderPublisherId,
      ADS_SLOT_ID: '9876543210',
    });
    expect(ads.publisherId).toBe(ADS.placeholderPublisherId);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('googlesyndication');
    expect(csp).not.toContain('frame-src');
  });
});
