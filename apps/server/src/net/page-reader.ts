import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { capText, readableTextOf, type TextNode } from './readable-text';
import type { SafeFetcher } from './safe-fetch';

/** The media types a page may have; anything else is refused by the fetcher. */
const PAGE_CONTENT_TYPES = ['text/html', 'application/xhtml+xml', 'text/plain'];

/** Characters of text kept of a page. */
export const MAX_PAGE_TEXT_CHARS = 100_000;

/** What is left of a page once read: its article as plain paragraphs. */
export interface ReadPage {
  /** The URL asked for. */
  requestedUrl: string;
  /** The final URL, after redirects. */
  url: string;
  title: string;
  siteName?: string;
  /** Paragraphs separated by blank lines, at most MAX_PAGE_TEXT_CHARS characters. */
  text: string;
  /** When the page says it was published (ISO 8601). */
  publishedAt?: string;
}

/** Elements that are never part of an article. */
const NEVER_CONTENT = 'script, style, noscript, template, nav, [role="navigation"]';
/** Elements also left out of the body text read when a page has no article. */
const NOT_BODY_TEXT = `${NEVER_CONTENT}, header, footer, aside, form`;

/** The little of linkedom's document the reader uses (its own types need the DOM library). */
interface HtmlElement extends TextNode {
  remove(): void;
}
interface HtmlDocument {
  title: string;
  body: HtmlElement | null;
  querySelectorAll(selector: string): Iterable<HtmlElement>;
}

function parseDocument(html: string, leaveOut: string): HtmlDocument {
  const window: unknown = parseHTML(html);
  const { document } = window as { document: HtmlDocument };
  for (const element of document.querySelectorAll(leaveOut)) element.remove();
  return document;
}

function isoDateOf(value: string | null | undefined): string | undefined {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** The whole body's text, without navigation, headers, footers, forms or scripts. */
function bodyTextOf(html: string): string {
  const { body } = parseDocument(html, NOT_BODY_TEXT);
  return body ? readableTextOf(body) : '';
}

function readHtml(url: string, html: string): Omit<ReadPage, 'requestedUrl'> {
  // Readability keeps a short page's navigation as part of its best guess: it goes first.
  const document = parseDocument(html, NEVER_CONTENT);
  const documentTitle = document.title.trim();
  const article = new Readability(document, {
    serializer: (node: unknown) => node as TextNode,
  }).parse();
  const articleText = article?.content ? readableTextOf(article.content) : '';
  const text = articleText || bodyTextOf(html);
  const siteName = article?.siteName?.trim();
  const publishedAt = isoDateOf(article?.publishedTime);
  return {
    url,
    title: article?.title?.trim() || documentTitle || url,
    ...(siteName ? { siteName } : {}),
    text: capText(text, MAX_PAGE_TEXT_CHARS),
    ...(publishedAt ? { publishedAt } : {}),
  };
}

/**
 * Fetches `url` and returns its readable text: the article Readability finds (no navigation,
 * scripts or styles), or the body's text when it finds none; plain text as it is.
 * Fails with the fetcher's FetchRefusedError.
 */
export async function readPage(
  fetcher: Pick<SafeFetcher, 'fetch'>,
  url: string,
  options: { signal?: AbortSignal } = {},
): Promise<ReadPage> {
  const page = await fetcher.fetch(url, { ...options, accept: PAGE_CONTENT_TYPES });
  if (page.contentType !== 'text/plain') {
    return { requestedUrl: url, ...readHtml(page.url, page.text) };
  }
  const text = capText(page.text.trim(), MAX_PAGE_TEXT_CHARS);
  return { requestedUrl: url, url: page.url, title: page.url, text };
}

export interface ReadPagesOptions {
  /** Pages read at the same time at most (3). */
  concurrency?: number;
  signal?: AbortSignal;
  /** Told of each page that could not be read; the others are still returned. */
  onPageFailed?: (url: string, error: unknown) => void;
}

/** Reads `urls`, a few at a time, and returns the pages that could be read, in input order. */
export async function readPages(
  fetcher: Pick<SafeFetcher, 'fetch'>,
  urls: readonly string[],
  options: ReadPagesOptions = {},
): Promise<ReadPage[]> {
  const pages: (ReadPage | undefined)[] = urls.map(() => undefined);
  let next = 0;
  const readNext = async (): Promise<void> => {
    for (let index = next++; index < urls.length; index = next++) {
      const url = urls[index] ?? '';
      try {
        pages[index] = await readPage(fetcher, url, { signal: options.signal });
      } catch (error) {
        options.onPageFailed?.(url, error);
      }
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 3, urls.length));
  await Promise.all(Array.from({ length: workers }, readNext));
  return pages.filter((page) => page !== undefined);
}
