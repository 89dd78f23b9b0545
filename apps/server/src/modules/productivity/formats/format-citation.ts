import { plugins } from '@citation-js/core';
import type { CitationStyle } from '@polymath/shared';
import { type CitationSource, cslItemOf } from './citation-item';
import { cslStyleOf } from './citation-styles';

export type { CitationSource } from './citation-item';

/**
 * The reference for a citation in one style, as plain text on one line (APA 7th edition, MLA 9th
 * edition, Chicago 17th edition author-date or Cite Them Right Harvard), made by citation-js from
 * the style's CSL file. Plain text has no italics: titles the style italicises read as they are.
 * For a journal article, the form's "publisher" is the journal's name (see cslItemOf). It runs in
 * the citation worker (citation-formatter.ts): a style's first use builds its engine, seconds of
 * CPU for APA.
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
