/** The little of a DOM node the text extraction reads (linkedom's nodes have it). */
export interface TextNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<TextNode>;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Elements whose content is never readable text. */
const SKIPPED_ELEMENTS = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'SVG',
  'CANVAS',
  'IFRAME',
  'OBJECT',
  'BUTTON',
  'SELECT',
  'TEXTAREA',
]);

/** Elements that start a paragraph of their own. */
const BLOCK_ELEMENTS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DETAILS',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'SUMMARY',
  'TABLE',
  'TR',
  'UL',
]);

const PARAGRAPH_BREAK = '\n\n';

/**
 * The text of `root` as paragraphs separated by blank lines: white space inside a paragraph
 * collapsed, scripts and styles left out. The walk keeps its own stack, so a page nested
 * thousands of levels deep cannot overflow the call stack.
 */
export function readableTextOf(root: TextNode): string {
  const parts: string[] = [];
  const pending: (TextNode | string)[] = [root];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (typeof item === 'string') {
      parts.push(item);
    } else if (item.nodeType === TEXT_NODE) {
      parts.push((item.textContent ?? '').replace(/\s+/g, ' '));
    } else if (item.nodeType === ELEMENT_NODE || item === root) {
      const name = item.nodeName.toUpperCase();
      if (SKIPPED_ELEMENTS.has(name)) continue;
      if (name === 'BR') parts.push('\n');
      const separator = BLOCK_ELEMENTS.has(name) ? PARAGRAPH_BREAK : '';
      parts.push(separator);
      pending.push(separator);
      for (let index = item.childNodes.length - 1; index >= 0; index -= 1) {
        const child = item.childNodes[index];
        if (child) pending.push(child);
      }
    }
  }
  return parts
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, PARAGRAPH_BREAK)
    .trim();
}

/** `text` cut to at most `maxChars`, at the last white space before the cut when there is one. */
export function capText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const lastSpace = cut.search(/\s\S*$/);
  return (lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : cut).trimEnd();
}
