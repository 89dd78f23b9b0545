import { parseHTML } from 'linkedom';

/** The little of linkedom's document used here (its own types need the DOM library). */
interface ParsedElement {
  textContent: string | null;
  remove(): void;
  append(text: string): void;
}
interface ParsedDocument {
  body: ParsedElement;
  querySelectorAll(selector: string): Iterable<ParsedElement>;
}

/** Elements whose text is never part of what a page says. */
const SILENT_ELEMENTS = 'script, style, noscript, template, iframe, object, svg';

/**
 * The text a reader sees in an HTML fragment (a feed's summary, a search result's snippet):
 * markup and entities resolved, scripts and styles dropped, whitespace collapsed. Nothing runs:
 * linkedom only parses.
 */
export function plainTextOfHtml(html: string): string {
  if (!/[<&]/.test(html)) return html.replace(/\s+/g, ' ').trim();
  const window: unknown = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const { document } = window as { document: ParsedDocument };
  for (const element of document.querySelectorAll(SILENT_ELEMENTS)) element.remove();
  // Block ends become spaces, so 'end.</p><p>Next' does not read 'end.Next'.
  for (const element of document.querySelectorAll('p, br, li, div, h1, h2, h3, h4, h5, h6, tr')) {
    element.append(' ');
  }
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
