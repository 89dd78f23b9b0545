import type { CslItem } from '@citation-js/core';
import type { CitationSourceType, CitationStyle, FormatCitationRequest } from '@polymath/shared';
import { type SentenceCaseOptions, sentenceCaseOf } from '../../../text/sentence-case';
import { cslNameOf } from './citation-names';

/** What a reference is made from: the citation's own fields, whatever style it is shown in. */
export type CitationSource = Omit<FormatCitationRequest, 'citationStyle'>;

/** How a source type is written in CSL, and which CSL field the form's "publisher" fills. */
interface CslShape {
  type: string;
  genre?: string;
  publisherAs: 'publisher' | 'container-title';
}

/**
 * The form has one "publisher" field. For a web page it is the site's name and for a journal
 * article the journal's name, which CSL calls the container title; for a book, a video (the
 * platform, "YouTube") or anything else it is the publisher. A video is CSL's motion picture with
 * the genre "Video", which APA prints as "[Video]".
 */
const SHAPES: Record<CitationSourceType, CslShape> = {
  website: { type: 'webpage', publisherAs: 'container-title' },
  book: { type: 'book', publisherAs: 'publisher' },
  journal: { type: 'article-journal', publisherAs: 'container-title' },
  video: { type: 'motion_picture', genre: 'Video', publisherAs: 'publisher' },
  other: { type: 'document', publisherAs: 'publisher' },
};

/** Where a style's guide files a source type differently from SHAPES. */
const STYLE_SHAPES: Partial<Record<CitationStyle, Partial<Record<CitationSourceType, CslShape>>>> =
  {
    // MLA treats the platform as the video's container, with the upload's full date:
    // McGonigal, Jane. “Gaming and Productivity.” YouTube, 3 July 2012, www.youtube.com/…
    MLA: { video: { type: 'broadcast', publisherAs: 'container-title' } },
    // Chicago sets a short online video's title in quotation marks, as a part of its platform.
    Chicago: { video: { type: 'broadcast', genre: 'Video', publisherAs: 'publisher' } },
    // Cite Them Right names a page's site as its publisher: "Title. Site. Available at: URL".
    Harvard: { website: { type: 'webpage', publisherAs: 'publisher' } },
  };

/**
 * "2020", "2020-05" or "2020-05-17" as CSL date parts; anything else is no date. A month or day
 * out of range ("2020-13") is dropped with what follows it, so the year still prints.
 */
function issuedOf(publicationDate: string | undefined): CslItem['issued'] {
  const match = publicationDate?.match(/^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map((part) => (part ? Number(part) : undefined));
  const parts = [year ?? 0];
  if (month !== undefined && month >= 1 && month <= 12) {
    parts.push(month);
    if (day !== undefined && day >= 1 && day <= 31) parts.push(day);
  }
  return { 'date-parts': [parts] };
}

/**
 * The styles whose guides write titles in sentence case: APA capitalises a subtitle's first word,
 * Cite Them Right does not ("Plant medicine: a collection of…"). MLA and Chicago write titles in
 * title case, which their CSL files make themselves (text-case="title") from a title in either
 * case; CSL has no dependable sentence case (its "sentence" is deprecated and leaves a title-case
 * title as it is), so the title reaches APA and Harvard in sentence case already.
 */
const SENTENCE_CASE: Partial<Record<CitationStyle, SentenceCaseOptions>> = {
  APA: { capitaliseSubtitle: true },
  Harvard: { capitaliseSubtitle: false },
};

function titleFor(title: string, style: CitationStyle): string {
  const sentenceCase = SENTENCE_CASE[style];
  return sentenceCase ? sentenceCaseOf(title, sentenceCase) : title;
}

/** MLA prints web addresses without their scheme ("alistapart.com/article/writeliving"). */
function urlFor(url: string, style: CitationStyle): string {
  return style === 'MLA' ? url.replace(/^https?:\/\//i, '') : url;
}

/**
 * The citation as one CSL-JSON item for `style`. Authors are names in either order, "Given
 * Family" or "Family, Given" (see cslNameOf); the title is in the case the style writes titles in
 * (see SENTENCE_CASE); a DOI is kept bare, each style prints it as https://doi.org/…, and every
 * style prints the DOI instead of the URL when both are known.
 */
export function cslItemOf(source: CitationSource, style: CitationStyle): CslItem {
  const shape = STYLE_SHAPES[style]?.[source.sourceType] ?? SHAPES[source.sourceType];
  const title = titleFor(source.title.trim(), style);
  const item: CslItem = { id: 'citation', type: shape.type, title };
  if (shape.genre) item.genre = shape.genre;
  const authors = source.authors.map((author) => author.trim()).filter(Boolean);
  if (authors.length) item.author = authors.map(cslNameOf);
  const issued = issuedOf(source.publicationDate?.trim());
  if (issued) item.issued = issued;
  const publisher = source.publisher?.trim();
  if (publisher) item[shape.publisherAs] = publisher;
  const doi = source.doi?.trim().replace(/^https?:\/\/(?:dx\.)?doi\.org\//i, '');
  if (doi) item.DOI = doi;
  if (source.url) item.URL = urlFor(source.url.trim(), style);
  return item;
}
