import { z } from 'zod';
import { PRODUCTIVITY } from '../constants';
import {
  DateSchema,
  IdSchema,
  TimestampSchema,
  WebUrlSchema,
  nonBlankText,
} from '../common/common.schemas';
import { changeFieldsOf } from './change-fields';
import { PRODUCTIVITY_LIMITS, TagListSchema } from './productivity-limits';
import { TITLE_REQUIRED_MESSAGE } from './task.schemas';

/** A research project's states; the automatic project of an AI research is `active` (001 §7). */
export const RESEARCH_PROJECT_STATUSES = ['active', 'completed', 'archived'] as const;
/** One of RESEARCH_PROJECT_STATUSES. */
export const ResearchProjectStatusSchema = z.enum(RESEARCH_PROJECT_STATUSES);
export type ResearchProjectStatus = z.infer<typeof ResearchProjectStatusSchema>;

const researchProjectFields = {
  title: nonBlankText(TITLE_REQUIRED_MESSAGE).max(PRODUCTIVITY_LIMITS.titleChars),
  description: z.string().max(PRODUCTIVITY_LIMITS.descriptionChars).default(''),
  tags: TagListSchema.default([]),
  /** The day it is due; null when it has none. */
  deadline: DateSchema.nullable().default(null),
  status: ResearchProjectStatusSchema.default('active'),
};

/** A research project (001 §3). */
export const ResearchProjectSchema = z.object({
  id: IdSchema,
  ...researchProjectFields,
  createdAt: TimestampSchema.optional(),
  updatedAt: TimestampSchema.optional(),
});
export type ResearchProject = z.infer<typeof ResearchProjectSchema>;

/** POST /api/productivity/research/projects body: title, description, tags, deadline or status. */
export const CreateResearchProjectRequestSchema = z.object(researchProjectFields);
export type CreateResearchProjectRequest = z.infer<typeof CreateResearchProjectRequestSchema>;

/** PATCH /api/productivity/research/projects/:id body: the fields to change. */
export const UpdateResearchProjectRequestSchema = z
  .object(changeFieldsOf(researchProjectFields))
  .refine((change) => Object.keys(change).length > 0, { message: 'Nothing to change' });
export type UpdateResearchProjectRequest = z.infer<typeof UpdateResearchProjectRequestSchema>;

/** What a citation points to (001 §3). */
export const CITATION_SOURCE_TYPES = ['website', 'book', 'journal', 'video', 'other'] as const;
/** The citation styles offered; PRODUCTIVITY.citationStyle is the default. */
export const CITATION_STYLES = ['APA', 'MLA', 'Chicago', 'Harvard'] as const;
/** One of CITATION_STYLES. */
export const CitationStyleSchema = z.enum(CITATION_STYLES);
export type CitationStyle = z.infer<typeof CitationStyleSchema>;

/** One of CITATION_SOURCE_TYPES. */
export const CitationSourceTypeSchema = z.enum(CITATION_SOURCE_TYPES);
export type CitationSourceType = z.infer<typeof CitationSourceTypeSchema>;

const shortText = z.string().trim().max(PRODUCTIVITY_LIMITS.titleChars);

const citationFields = {
  title: nonBlankText(TITLE_REQUIRED_MESSAGE).max(PRODUCTIVITY_LIMITS.titleChars * 2),
  /**
   * Author names, one author each: a person "Given Family" or "Family, Given" (with "Jr." or "III"
   * after the name or after a comma), or an organisation's name. The form's field is split by
   * splitAuthorList, which keeps "Family, Given" together.
   */
  authors: z.array(shortText.min(1)).max(PRODUCTIVITY_LIMITS.authorsPerCitation).default([]),
  sourceType: CitationSourceTypeSchema.default('website'),
  citationStyle: CitationStyleSchema.default(PRODUCTIVITY.citationStyle),
  url: WebUrlSchema.max(2_000).optional(),
  publisher: shortText.optional(),
  /** As printed on the source: a year (2020), a month (2020-05) or a full date (2020-05-17). */
  publicationDate: z
    .string()
    .trim()
    .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'Enter the date as YYYY, YYYY-MM or YYYY-MM-DD')
    .optional(),
  /** A DOI such as 10.1000/xyz123 (a doi.org link is accepted and stored as the bare DOI). */
  doi: z
    .string()
    .trim()
    .transform((doi) => doi.replace(/^https?:\/\/(dx\.)?doi\.org\//i, ''))
    .pipe(z.string().regex(/^10\.\d{4,9}\/\S+$/, 'Enter a DOI such as 10.1000/xyz123'))
    .optional(),
  notes: z.string().max(PRODUCTIVITY_LIMITS.descriptionChars).optional(),
  /** The reference in citationStyle; always made by the server (what a client sends is ignored). */
  formattedCitation: z.string().optional(),
  tags: TagListSchema.default([]),
  /** The project it belongs to, if any. */
  projectId: IdSchema.optional(),
};

/** A citation (001 §3). */
export const CitationSchema = z.object({
  id: IdSchema,
  ...citationFields,
  /**
   * The bare DOI as stored. A response is encoded with its schema, and the request field's
   * doi.org-link transform cannot be encoded: a citation with a DOI answered 500.
   */
  doi: z.string().optional(),
  createdAt: TimestampSchema.optional(),
  updatedAt: TimestampSchema.optional(),
});
export type Citation = z.infer<typeof CitationSchema>;

/** POST /api/productivity/research/citations body: the citation's fields plus projectId (001 §7). */
export const CreateCitationRequestSchema = z.object(citationFields);
export type CreateCitationRequest = z.infer<typeof CreateCitationRequestSchema>;

/**
 * PATCH /api/productivity/research/citations/:id body: the fields to change. null clears an
 * optional field (a DOI that was wrong, a URL that moved) and detaches from the project.
 */
export const UpdateCitationRequestSchema = z
  .object(
    changeFieldsOf({
      ...citationFields,
      url: citationFields.url.unwrap().nullable(),
      publisher: citationFields.publisher.unwrap().nullable(),
      publicationDate: citationFields.publicationDate.unwrap().nullable(),
      doi: citationFields.doi.unwrap().nullable(),
      notes: citationFields.notes.unwrap().nullable(),
      projectId: IdSchema.nullable(),
    }),
  )
  .refine((change) => Object.keys(change).length > 0, { message: 'Nothing to change' });
export type UpdateCitationRequest = z.infer<typeof UpdateCitationRequestSchema>;

/** POST /api/productivity/research/citations/format body: the New Citation dialog's preview. */
export const FormatCitationRequestSchema = z
  .object(citationFields)
  .omit({ formattedCitation: true, tags: true, notes: true });
export type FormatCitationRequest = z.infer<typeof FormatCitationRequestSchema>;

/** A source of an AI research result. */
export const ResearchSourceSchema = z.object({
  title: z.string().min(1),
  url: WebUrlSchema,
  description: z.string(),
});
export type ResearchSource = z.infer<typeof ResearchSourceSchema>;

/** The results card of an AI research query (001 §3 "Research result"). */
export const ResearchResultSchema = z.object({
  query: nonBlankText('Enter a research question'),
  response: z.string(),
  sources: z.array(ResearchSourceSchema),
  timestamp: TimestampSchema,
});
export type ResearchResult = z.infer<typeof ResearchResultSchema>;
