import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSafeFetcher,
  FetchRefusedError,
  MAX_PAGE_TEXT_CHARS,
  readPage,
  readPages,
  type SafeFetcher,
} from '../../src/net';
import { answer, startWebPeer, type WebPeer } from '../peers/web-peer';

const ARTICLE = `<!doctype html>
<html>
  <head>
    <title>Owls at night | Birds Weekly</title>
    <meta property="og:site_name" content="Birds Weekly">
    <meta property="article:published_time" content="2024-03-01T10:00:00Z">
    <style>p { color: red } .STYLE-RULE {}</style>
    <script>var tracker = 'SCRIPT-TEXT';</script>
  </head>
  <body>
    <nav><a href="/">Home</a> <a href="/birds">NAV-LINK</a></nav>
    <article>
      <h1>Owls at night</h1>
      <p>Owls hunt at night with their excellent hearing, which lets them
        find prey in total darkness, even under snow, and with very little light at all.</p>
      <p>Their feathers are shaped to muffle sound, so they fly almost silently, and their prey
        rarely hears them coming, which makes them some of the best hunters among birds.</p>
      <script>document.write('INLINE-SCRIPT')</script>
    </article>
    <footer>FOOTER-TEXT</footer>
  </body>
</html>`;

const NO_ARTICLE = `<html><head><title>Links</title></head><body>
  <nav>NAV-LINK</nav><ul><li>First item</li><li>Second item</li></ul><script>SCRIPT-TEXT</script>
</body></html>`;

describe('page reader', () => {
  let peer: WebPeer;
  let fetcher: SafeFetcher;

  beforeAll(async () => {
    const paragraph = `<p>${'Long enough words, again and again. '.repeat(100)}</p>`;
    peer = await startWebPeer({
      '/owls': answer('text/html; charset=utf-8', ARTICLE),
      '/links': answer('text/html', NO_ARTICLE),
      '/notes.txt': answer('text/plain; charset=utf-8', '  Plain notes.\n\nSecond line.  '),
      '/long': answer(
        'text/html',
        `<html><body><article>${paragraph.repeat(60)}</article></body></html>`,
      ),
      '/logo.png': answer('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47])),
      '/data.json': answer('application/json', '{"title":"not a page"}'),
    });
    fetcher = createSafeFetcher({ trustedOrigins: [peer.origin] });
  });

  afterAll(async () => {
    await fetcher.close();
    await peer.close();
  });

  it('reads the article of a page: title and paragraphs, no navigation, scripts or styles', async () => {
    const page = await readPage(fetcher, `${peer.origin}/owls`);
    expect(page).toMatchObject({
      url: `${peer.origin}/owls`,
      title: 'Owls at night | Birds Weekly',
      siteName: 'Birds Weekly',
      publishedAt: '2024-03-01T10:00:00.000Z',
    });
    const paragraphs = page.text.split('\n\n');
    expect(paragraphs).toContain(
      'Owls hunt at night with their excellent hearing, which lets them find prey in total darkness, even under snow, and with very little light at all.',
    );
    expect(paragraphs.some((text) => text.startsWith('Their feathers are shaped'))).toBe(true);
    for (const noise of ['NAV-LINK', 'SCRIPT-TEXT', 'INLINE-SCRIPT', 'STYLE-RULE', 'FOOTER-TEXT']) {
      expect(page.text).not.toContain(noise);
    }
  });

  it('reads the text of a page without an article, navigation and scripts left out', async () => {
    const page = await readPage(fetcher, `${peer.origin}/links`);
    expect(page.title).toBe('Links');
    expect(page.text).toBe('First item\n\nSecond item');
  });

  it('passes plain text through', async () => {
    await expect(readPage(fetcher, `${peer.origin}/notes.txt`)).resolves.toEqual({
      requestedUrl: `${peer.origin}/notes.txt`,
      url: `${peer.origin}/notes.txt`,
      title: `${peer.origin}/notes.txt`,
      text: 'Plain notes.\n\nSecond line.',
    });
  });

  it('keeps at most 100,000 characters of a page', async () => {
    const page = await readPage(fetcher, `${peer.origin}/long`);
    expect(page.text.length).toBeLessThanOrEqual(MAX_PAGE_TEXT_CHARS);
    expect(page.text.length).toBeGreaterThan(MAX_PAGE_TEXT_CHARS - 100);
  });

  it('refuses what is not a page', async () => {
    for (const path of ['/logo.png', '/data.json']) {
      const error = await readPage(fetcher, `${peer.origin}${path}`).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(FetchRefusedError);
      expect((error as FetchRefusedError).reason).toBe('content-type');
    }
  });

  it('reads several pages a few at a time, in order, and reports the ones that fail', async () => {
    let reading = 0;
    let mostAtOnce = 0;
    for (let index = 0; index < 6; index += 1) {
      peer.route(`/slow/${index}`, (_request, response) => {
        reading += 1;
        mostAtOnce = Math.max(mostAtOnce, reading);
        setTimeout(() => {
          reading -= 1;
          response.writeHead(200, { 'content-type': 'text/plain' }).end(`page ${index}`);
        }, 30);
      });
    }
    const urls = [0, 1, 2, 3, 4, 5].map((index) => `${peer.origin}/slow/${index}`);
    urls.splice(2, 0, `${peer.origin}/logo.png`, 'file:///etc/passwd');
    const failures: [string, string][] = [];
    const pages = await readPages(fetcher, urls, {
      concurrency: 2,
      onPageFailed: (url, error) => failures.push([url, (error as FetchRefusedError).reason]),
    });
    expect(pages.map((page) => page.text)).toEqual(
      [0, 1, 2, 3, 4, 5].map((index) => `page ${index}`),
    );
    expect(mostAtOnce).toBe(2);
    // Reported as they fail, which need not be input order.
    expect(failures).toHaveLength(2);
    expect(failures).toEqual(
      expect.arrayContaining([
        [`${peer.origin}/logo.png`, 'content-type'],
        ['file:///etc/passwd', 'scheme'],
      ]),
    );
  });
});
