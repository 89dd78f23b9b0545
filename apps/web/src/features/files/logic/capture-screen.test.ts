import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureScreenFrame, screenCaptureFailure } from './capture-screen';

function withDisplayMedia(getDisplayMedia: (() => Promise<MediaStream>) | undefined) {
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getDisplayMedia } });
}

describe('screen capture', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says why sharing did not start and what to do, for each way the browser refuses', async () => {
    withDisplayMedia(() =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    );
    const refused = await captureScreenFrame();
    expect(refused).toEqual({
      failure: screenCaptureFailure(new DOMException('', 'NotAllowedError')),
    });
    expect('failure' in refused && refused.failure.title).toBe('The screen was not shared');
    expect('failure' in refused && refused.failure.description).toMatch(/Screen Recording/);

    withDisplayMedia(() => Promise.reject(new DOMException('busy', 'NotReadableError')));
    expect(await captureScreenFrame()).toMatchObject({
      failure: { title: 'The screen could not be captured' },
    });
  });

  it('says the browser cannot share a screen when it has no way to', async () => {
    withDisplayMedia(undefined);
    expect(await captureScreenFrame()).toMatchObject({
      failure: { title: 'This browser cannot share a screen' },
    });
  });
});
