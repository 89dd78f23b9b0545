import { z } from 'zod';

/**
 * The parts of MediaWiki Action API responses (format=json, formatversion=2) the client reads.
 * Unknown fields are ignored, so a newer MediaWiki or a mirror with extra fields still parses.
 */

/** `{ error: { code, info } }`: MediaWiki reports API errors with HTTP 200 and this body. */
export const MediaWikiErrorSchema = z.object({
  error: z.object({ code: z.string(), info: z.string().optional() }),
});

/** One hit of `list=search`. */
export const SearchHitSchema = z.object({
  pageid: z.number().int(),
  title: z.string().min(1),
  /** HTML with `<span class="searchmatch">` around matched words. */
  snippet: z.string().default(''),
  wordcount: z.number().int().nonnegative().default(0),
});

/** `action=query&list=search`. */
export const SearchResponseSchema = z.object({
  query: z.object({ search: z.array(SearchHitSchema) }),
});

/** A category link; `hidden` marks maintenance categories (stubs, missing references...). */
export const CategoryLinkSchema = z.object({
  title: z.string(),
  hidden: z.boolean().optional(),
});

/** A page of `prop=extracts|info|categories|pageprops`, possibly `missing` or `invalid`. */
export const PageSchema = z.object({
  pageid: z.number().int().optional(),
  title: z.string(),
  missing: z.boolean().optional(),
  invalid: z.boolean().optional(),
  /** Search order when the pages come from `generator=search`. */
  index: z.number().int().optional(),
  extract: z.string().optional(),
  /** Size of the wikitext in bytes. */
  length: z.number().int().nonnegative().optional(),
  fullurl: z.string().optional(),
  canonicalurl: z.string().optional(),
  categories: z.array(CategoryLinkSchema).optional(),
  pageprops: z.record(z.string(), z.string()).optional(),
});
export type Page = z.infer<typeof PageSchema>;

/** `action=query&prop=...`, by titles or by `generator=search`; no pages when nothing matched. */
export const PagesResponseSchema = z.object({
  query: z.object({ pages: z.array(PageSchema).default([]) }).optional(),
});
