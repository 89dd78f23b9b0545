import {
  PRODUCTIVITY_LIMITS,
  type ChatResponse,
  type CreateNoteRequest,
  type Source,
} from '@polymath/shared';

/** A source of a research result as the card shows it: a web address only when it has one. */
export interface ResearchResultSource {
  title: string;
  url: string | null;
  description: string;
}

/** The results card of an AI research query (001 §3 "Research result"). */
export interface ResearchResultView {
  query: string;
  response: string;
  sources: ResearchResultSource[];
  timestamp: string;
}

/** The conversation the research questions go to: `research-` plus the time (001 §7). */
export function researchConversationId(now: number): string {
  return `research-${now}`;
}

// The server names a source 'Title (https://address)', an address, or a plain name.
const TITLED_SOURCE = /^(.*\S)\s+\((https?:\/\/\S+)\)$/i;
const WEB_ADDRESS = /^https?:\/\/\S+$/i;

function titleOfAddress(address: string): string {
  try {
    const url = new URL(address);
    const lastSegment = decodeURIComponent(url.pathname.split('/').filter(Boolean).at(-1) ?? '');
    return lastSegment ? lastSegment.replaceAll('_', ' ') : url.hostname;
  } catch {
    return address;
  }
}

/** A chat answer's source as a research source: title, web address (if any), excerpt. */
export function researchSourceOf(source: Source): ResearchResultSource {
  const titled = TITLED_SOURCE.exec(source.source);
  if (titled?.[1] && titled[2]) {
    return { title: titled[1], url: titled[2], description: source.content };
  }
  if (WEB_ADDRESS.test(source.source)) {
    return {
      title: titleOfAddress(source.source),
      url: source.source,
      description: source.content,
    };
  }
  return { title: source.source, url: null, description: source.content };
}

/** The results card of a research answer. */
export function researchResultOf(
  query: string,
  answer: Pick<ChatResponse, 'message' | 'sources'>,
  now: Date,
): ResearchResultView {
  return {
    query,
    response: answer.message,
    sources: answer.sources.map(researchSourceOf),
    timestamp: now.toISOString(),
  };
}

/** The tags 'Save as Note' gives a research note (001 §2). */
export const RESEARCH_NOTE_TAGS = ['research', 'ai-generated'];

/**
 * The New Note dialog's fields for 'Save as Note' (001 §2): titled 'Research: <query>' (cut to the
 * title limit), category research, tags research and ai-generated, the answer and its sources.
 */
export function researchNoteDraft(result: ResearchResultView): CreateNoteRequest {
  const sources = result.sources.map((source) => {
    const link = source.url ? ` (${source.url})` : '';
    const excerpt = source.description ? `\n  ${source.description}` : '';
    return `- ${source.title}${link}${excerpt}`;
  });
  const content =
    sources.length > 0 ? `${result.response}\n\nSources:\n${sources.join('\n')}` : result.response;
  return {
    title: `Research: ${result.query}`.slice(0, PRODUCTIVITY_LIMITS.titleChars),
    content: content.slice(0, PRODUCTIVITY_LIMITS.noteContentChars),
    category: 'research',
    tags: RESEARCH_NOTE_TAGS,
  };
}
