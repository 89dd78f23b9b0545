import { plugins } from '@citation-js/core';
import { CITATION_STYLES, type CitationStyle } from '@polymath/shared';
import { type CitationSource, cslItemOf } from './citation-item';
import { cslStyleOf } from './citation-styles';

export type { CitationSource } from './citation-item';

/**
 * The reference for a citation in one style, as plain text on one line (APA 7th edition, MLA 9th
 * edition, Chicago 17th edition author-date or Cite Them Right Harvard), made by citation-js from
 * the style's CSL file. Plain text has no italics: titles the style italicises read as they are.
 * For a journal article, the form's "publisher" is the journal's name (see cslItemOf).
 */
export function formatCitation(source: CitationSource, style: CitationStyle): string {
  const { template, lang } = cslStyleOf(style);
  const bibliography = plugins.output.format('bibliography', [cslItemOf(source, style)], {
    template,
    lang,
    format: 'text',
  });
  return bibliography.replace(/\s+/g, ' ').trim();
}

/**
 * Builds each style's citeproc engine now rather than on the style's first citation. APA's takes
 * about 2.4 s of CPU (the others about 0.1 s each), during which the event loop is blocked. The
 * server does not call it at start (a start seconds slower, and a SIGTERM unanswered meanwhile):
 * the first APA citation of a process pays it. Moving the engines to a worker thread would free
 * the event loop from it altogether.
 */
export function prepareCitationStyles(): void {
  for (const style of CITATION_STYLES) {
    formatCitation({ title: 'Warm-up', authors: [], sourceType: 'book' }, style);
  }
}
