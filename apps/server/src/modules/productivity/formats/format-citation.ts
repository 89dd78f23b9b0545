import type { CitationStyle, FormatCitationRequest } from '@polymath/shared';

/** What a reference is made from: the citation's own fields, whatever style it is shown in. */
export type CitationSource = Omit<FormatCitationRequest, 'citationStyle'>;

/**
 * The reference for a citation in one style, as plain text (APA, MLA, Chicago author-date or
 * Harvard), made by citation-js from the style's CSL file.
 */
export function formatCitation(source: CitationSource, style: CitationStyle): string {
  // Placeholder until the formatter lands: the title alone.
  return `${source.authors.join(', ')}${source.authors.length ? '. ' : ''}${source.title}. [${style}]`;
}
