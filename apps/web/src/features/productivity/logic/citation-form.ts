import {
  CreateCitationRequestSchema,
  PRODUCTIVITY,
  joinAuthorList,
  splitAuthorList,
  splitCommaList,
  type Citation,
  type CitationSourceType,
  type CitationStyle,
  type CreateCitationRequest,
  type FormatCitationRequestSchema,
} from '@polymath/shared';
import type { z } from 'zod';

/** The preview request as sent (the schema's defaults left to the server). */
export type CitationPreviewRequest = z.input<typeof FormatCitationRequestSchema>;

/** What the New Citation form holds, as typed. */
export interface CitationFormValues {
  title: string;
  /**
   * Names separated by commas or semicolons, each "Given Family", "Family, Given" or an
   * organisation (splitAuthorList).
   */
  authors: string;
  sourceType: CitationSourceType;
  citationStyle: CitationStyle;
  url: string;
  publisher: string;
  publicationDate: string;
  doi: string;
  notes: string;
  /** Comma-separated. */
  tags: string;
  /** '' for none. */
  projectId: string;
}

/** An empty form (001 §9: a website in APA style), in `projectId` when one is chosen. */
export function newCitationValues(projectId = ''): CitationFormValues {
  return {
    title: '',
    authors: '',
    sourceType: 'website',
    citationStyle: PRODUCTIVITY.citationStyle,
    url: '',
    publisher: '',
    publicationDate: '',
    doi: '',
    notes: '',
    tags: '',
    projectId,
  };
}

/** The form filled with a citation, for Edit. */
export function citationFormValuesOf(citation: Citation): CitationFormValues {
  return {
    title: citation.title,
    authors: joinAuthorList(citation.authors),
    sourceType: citation.sourceType,
    citationStyle: citation.citationStyle,
    url: citation.url ?? '',
    publisher: citation.publisher ?? '',
    publicationDate: citation.publicationDate ?? '',
    doi: citation.doi ?? '',
    notes: citation.notes ?? '',
    tags: citation.tags.join(', '),
    projectId: citation.projectId ?? '',
  };
}

function optional(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * The request body of the form: empty fields left out, tags split on commas and authors on commas
 * or semicolons, "Family, Given" kept together (001 §5).
 */
export function citationRequestOf(values: CitationFormValues): CreateCitationRequest {
  return {
    title: values.title.trim(),
    authors: splitAuthorList(values.authors),
    sourceType: values.sourceType,
    citationStyle: values.citationStyle,
    url: optional(values.url),
    publisher: optional(values.publisher),
    publicationDate: optional(values.publicationDate),
    doi: optional(values.doi),
    notes: optional(values.notes),
    tags: splitCommaList(values.tags),
    projectId: optional(values.projectId),
  };
}

/** What is wrong with each field, by the shared schema the server checks with too. */
export type CitationProblems = Partial<Record<keyof CitationFormValues, string>>;

/** The problems of the form's values; the title's blankness is not one (it disables Create). */
export function citationProblemsOf(values: CitationFormValues): CitationProblems {
  const parsed = CreateCitationRequestSchema.safeParse({
    ...citationRequestOf(values),
    title: values.title.trim() || 'untitled',
  });
  const problems: CitationProblems = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !(field in problems)) {
      problems[field as keyof CitationFormValues] = issue.message;
    }
  }
  return problems;
}

/** Whether Create may be pressed: a title, and nothing the server would refuse. */
export function canSubmitCitation(values: CitationFormValues): boolean {
  return values.title.trim() !== '' && Object.keys(citationProblemsOf(values)).length === 0;
}

/**
 * The preview's request: the fields that shape the reference (the answer holds every style, so the
 * chosen one is not sent), or null while the form cannot be saved.
 */
export function previewRequestOf(values: CitationFormValues): CitationPreviewRequest | null {
  if (!canSubmitCitation(values)) return null;
  const { title, authors, sourceType, url, publisher, publicationDate, doi } =
    citationRequestOf(values);
  return { title, authors, sourceType, url, publisher, publicationDate, doi };
}
