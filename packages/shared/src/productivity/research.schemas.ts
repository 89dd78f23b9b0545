import { z } from 'zod';
import { PRODUCTIVITY } from '../constants';
import {
  DateSchema,
  IdSchema,
  LabelListSchema,
  TimestampSchema,
  WebUrlSchema,
  nonBlankText,
} from '../common/common.schemas';
import { TITLE_REQUIRED_MESSAGE } from './task.schemas';

/** A research project's states; the automatic project of an AI research is `active` (001 §7). */
export const RESEARCH_PROJECT_STATUSES = ['active', 'completed', 'archived'] as const;
/** One of RESEARCH_PROJECT_STATUSES. */
export const ResearchProjectStatusSchema = z.enum(RESEARCH_PROJECT_STATUSES);
export type ResearchProjectStatus = z.infer<typeof ResearchProjectStatusSchema>;

const researchProjectFields = {
  title: nonBlankText(TITLE_REQUIRED_MESSAGE),
  description: z.string().default(''),
  tags: LabelListSchema.default([]),
  /** The day it is due; null when it has none. */
  deadline: DateSchema.nullable().default(null),
  status: ResearchProjectStatusSchema.default('active'),
};

/** A research project (001 §3). */
export const ResearchProjectSchema = z.object({ id: IdSchema, ...researchProjectFields });
export type ResearchProject = z.infer<typeof ResearchProjectSchema>;

/** POST /api/productivity/research/projects body: title, description, tags, deadline or status. */
export const CreateResearchProjectRequestSchema = z.object(researchProjectFields);
export type CreateResearchProjectRequest = z.infer<typeof CreateResearchProjectRequestSchema>;

/** What a citation points to (001 §3). */
export const CITATION_SOURCE_TYPES = ['website', 'book', 'journal', 'video', 'other'] as const;
/** The citation styles offered; PRODUCTIVITY.citationStyle is the default. */
export const CITATION_STYLES = ['APA', 'MLA', 'Chicago', 'Harvard'] as const;
/** One of CITATION_STYLES. */
export const CitationStyleSchema = z.enum(CITATION_STYLES);
export type CitationStyle = z.infer<typeof CitationStyleSchema>;

const citationFields = {
  title: nonBlankText(TITLE_REQUIRED_MESSAGE),
  /** Author names, as the comma-separated field gives them (see splitCommaList). */
  authors: LabelListSchema.default([]),
  sourceType: z.enum(CITATION_SOURCE_TYPES).default('website'),
  citationStyle: CitationStyleSchema.default(PRODUCTIVITY.citationStyle),
  url: WebUrlSchema.optional(),
  publisher: z.string().optional(),
  /** As printed on the source: a year, a month or a full date. */
  publicationDate: z.string().optional(),
  doi: z.string().optional(),
  notes: z.string().optional(),
  /** The reference in citationStyle, made by the server when absent. */
  formattedCitation: z.string().optional(),
  tags: LabelListSchema.default([]),
  /** The project it belongs to, if any. */
  projectId: IdSchema.optional(),
};

/** A citation (001 §3). */
export const CitationSchema = z.object({ id: IdSchema, ...citationFields });
export type Citation = z.infer<typeof CitationSchema>;

/** POST /api/productivity/research/citations body: the citation's fields plus projectId (001 §7). */
export const CreateCitationRequestSchema = z.object(citationFields);
export type CreateCitationRequest = z.infer<typeof CreateCitationRequestSchema>;

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
