import { performance } from 'node:perf_hooks';
import { AppError, CITATION_STYLES } from '@polymath/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { type CitationFormatter, createCitationFormatter } from './citation-formatter';
import { type CitationSource, formatCitation } from './format-citation';

const BOOK: CitationSource = {
  title: 'Behave: The biology of humans at our best and worst',
  authors: ['Robert M. Sapolsky'],
  sourceType: 'book',
  publisher: 'Penguin Books',
  publicationDate: '2017',
};

describe('the citation worker', () => {
  let formatter: CitationFormatter | undefined;
  const started = () => (formatter = createCitationFormatter());
  afterEach(async () => {
    await formatter?.close();
  });

  it("builds APA's engine (seconds of CPU) without holding up the server's event loop", async () => {
    const worker = started();
    const before = performance.eventLoopUtilization();
    await worker.format({ ...BOOK, title: 'A cold engine' }, 'APA');
    // Building APA's engine takes 2 s of CPU or more; this thread spent the time waiting. The test
    // runs first: no engine has been built in this thread, so formatting here would show.
    expect(performance.eventLoopUtilization(before).active).toBeLessThan(500);
  }, 60_000);

  it('makes the same reference in every style as the formatter itself', async () => {
    const worker = started();
    const texts = await Promise.all(CITATION_STYLES.map((style) => worker.format(BOOK, style)));
    expect(texts).toEqual(CITATION_STYLES.map((style) => formatCitation(BOOK, style)));
  }, 60_000);

  it('answers the requests of a worker that stopped with 503, and starts a new one for the next', async () => {
    const worker = started();
    const cut = worker.format(BOOK, 'MLA');
    await worker.close();
    const error: unknown = await cut.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'UNAVAILABLE' });
    expect(await worker.format(BOOK, 'MLA')).toBe(formatCitation(BOOK, 'MLA'));
  }, 60_000);

  it('builds every engine ahead when warmed, so the first citation is quick', async () => {
    const worker = started();
    worker.warm();
    // The warm-up is the worker's first message: a citation sent after it waits for it.
    await worker.format(BOOK, 'Harvard');
    const start = performance.now();
    await worker.format({ ...BOOK, title: 'After the warm-up' }, 'APA');
    expect(performance.now() - start).toBeLessThan(1_000);
  }, 60_000);
});
