import type {
  ChatRequest,
  EarnedReward,
  PersonalPreference,
  PersonalitySettings,
  ResearchProject,
  SettledReply,
} from '@polymath/shared';
import type { Caller, OwnerKey } from '../../identity/caller';
import type { MessageReading } from '../../text/message-reading';

/**
 * What the chat flow needs from the knowledge store, written as the narrow interface it uses so
 * tests can hand in a double (the knowledge module's service satisfies it).
 */

/** Where a source comes from; an encyclopedia article when unset. */
export type SourceKind = 'encyclopedia' | 'news' | 'web' | 'directory' | 'facts' | 'file' | 'note';

/** Where to learn more about a source's subject: a course, a book, a tutorial. */
export interface SourceLink {
  name: string;
  url: string;
}

/** A knowledge-store passage relevant to a question, best first. */
export interface KnowledgeHit {
  kind?: SourceKind;
  title: string;
  content: string;
  /** The passage most relevant to the question, at most CHAT.sourceExcerptChars long. */
  excerpt: string;
  /** How far the source can be trusted, 0 to 1. */
  reliability: number;
  sourceUrl: string;
  /** The publication ('BBC News'), for news and web pages. */
  sourceName?: string;
  /** When a news story was published (ISO 8601). */
  publishedAt?: string;
  /** Material to learn the subject from, for the subjects directory's sources. */
  links?: SourceLink[];
}

/** Where the user is, when they shared it: local news reads it. */
export interface AskerLocation {
  city?: string;
  country?: string;
}

/**
 * What a lookup found out besides its sources, filled in as it goes: whether the web was searched
 * or could not be reached, so an answer without sources can say which.
 */
export interface LookupNotes {
  web?: 'searched' | 'unreachable';
}

/** Whose question it is, in which conversation: the files sent there answer it first. */
export interface LookupScope {
  owner: OwnerKey;
  conversationId: string;
}

/** What a lookup is told besides the question. */
export interface LookupOptions {
  /** The lookup's time is up: answer with what is found by then, or nothing. */
  signal?: AbortSignal;
  location?: AskerLocation;
  /** Filled in as the lookup goes (whether the web was reached). */
  notes?: LookupNotes;
  scope?: LookupScope;
}

/** Finds what the store knows about a question, learning it from the encyclopedia when allowed. */
export interface KnowledgeFinder {
  findOrLearn(question: MessageReading, options?: LookupOptions): Promise<KnowledgeHit[]>;
}

/**
 * A kind of message the chat answers its own way: the chat's extension point (docs/ARCHITECTURE.md,
 * "Reply kinds"). The app lists the kinds in order; the first that takes a message decides how it is
 * answered, and a message none takes is answered by the engine from the general lookup. Each hook
 * returns undefined for a message that is not its kind.
 */
export interface ReplyKind {
  /**
   * The whole reply, written without a lookup or the engine; it states nothing a badge could vouch
   * for (an image request on a server that makes no images).
   */
  writeReply?(request: ChatRequest): string | undefined;
  /**
   * The sources a question of this kind is answered from, instead of the general lookup (the files
   * sent in the conversation, the headlines); the engine writes the answer from them as usual.
   */
  findSources?(
    question: MessageReading,
    options: LookupOptions,
  ): Promise<KnowledgeHit[] | undefined>;
}

/**
 * Where a signed-in user's finished streamed replies are kept beyond the reply registry's few
 * minutes, and put into their stored conversation (the conversations module provides it).
 */
export interface ReplyArchive {
  keepReply(entry: {
    userId: string;
    requestId: string;
    conversationId?: string;
    outcome: SettledReply;
  }): Promise<void>;
  findKeptReply(userId: string, requestId: string): Promise<SettledReply | undefined>;
}

/**
 * The free-message allowance (the usage module provides it): counts an accepted message and
 * refuses with 429 GUEST_LIMIT once a guest has used its free messages.
 */
export interface MessageAllowance {
  admitMessage(caller: Caller): Promise<void>;
}

/**
 * What follows from a user's new message besides its answer (learning from it, rewards): the chat
 * flow reports each one as it is accepted, and the rewards it earned go into the answer.
 */
export interface MessageActivity {
  messageAccepted(entry: { caller: Caller; message: MessageReading }): Promise<EarnedReward[]>;
}

/**
 * Notes which stored encyclopedia articles answered whose question (the knowledge module): the
 * Wikipedia Learning tab lists a caller's own articles, not what everyone asked about.
 */
export interface SourceReads {
  recordReads(reader: OwnerKey, sourceUrls: string[]): Promise<void>;
}

/** How a signed-in user wants to be answered: their Personal AI settings and preferences. */
export interface Personalization {
  personality: PersonalitySettings;
  /** What the user told the assistant about themselves, newest first. */
  preferences: Pick<PersonalPreference, 'category' | 'preference' | 'value'>[];
}

/**
 * Reads how a signed-in user wants to be answered (the personal AI module), so every answer to
 * them, from any engine, follows it.
 */
export interface PersonalizationSource {
  personalizationOf(userId: string): Promise<Personalization>;
}

/**
 * The research projects of signed-in users (the productivity module): a research question from a
 * user with no project yet makes one (status active, tags ai-generated and research), once.
 */
export interface ResearchProjects {
  /** The project made for this question, or undefined when the user already has one. */
  ensureProject(userId: string, query: string): Promise<ResearchProject | undefined>;
}

/** One of a user's notes matching a question, best first. */
export interface NoteMatch {
  id: string;
  title: string;
  content: string;
  /** ISO 8601. */
  updatedAt: string;
  /** The full-text search's rank; higher is better. */
  rank: number;
}

/**
 * A signed-in user's notes (the productivity module): those best matching a question are sources
 * the chat may cite to that user, and only to that user.
 */
export interface UserNotes {
  find(userId: string, text: string, limit: number): Promise<NoteMatch[]>;
}
