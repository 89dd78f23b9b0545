import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { AiEngineKind, AssistantCapabilities } from '@polymath/shared';
import type {
  KnowledgeFinder,
  MessageActivity,
  MessageAllowance,
  PersonalizationSource,
  ReplyArchive,
  ReplyKind,
  ResearchProjects,
  SourceReads,
  UserNotes,
} from './chat.ports';

/** The model that answers and how it is shown (what adapters/ai `createLanguageModel` returns). */
export interface AiEngine {
  model: LanguageModelV3;
  engineName: string;
  kind: AiEngineKind;
  /** Places in line for an engine that answers one question at a time (the local model). */
  admission?: EngineAdmission;
  /** Frees what the engine holds when the server stops. */
  close?(): Promise<void>;
}

/** Lets a question in line for the engine, or refuses it (UNAVAILABLE) when the line is full. */
export interface EngineAdmission {
  admit(): { release(): void };
}

/** Where a message to the log goes; Fastify's logger fits. */
export interface ChatLogger {
  warn(details: object, message: string): void;
}

/** Everything the chat flow works with, injected so tests choose the model and the knowledge. */
export interface ChatDeps {
  model: LanguageModelV3;
  /** The name answers are signed with (the response's `model`). */
  engineName: string;
  engineKind: AiEngineKind;
  /** Without it every question goes straight to the model. */
  engineAdmission?: EngineAdmission;
  /** The general lookup: where a question no reply kind takes finds its sources. */
  knowledge: KnowledgeFinder;
  /** The kinds of message answered their own way, first taker first (see ReplyKind); none unset. */
  replyKinds?: readonly ReplyKind[];
  /** What answers can draw on besides the engine; told to the engine and to Settings. */
  capabilities?: AssistantCapabilities;
  /** A model reply taking longer than this fails with the chat error message. */
  aiTimeoutMs: number;
  /** The knowledge lookup gets this long; after it the answer goes on without sources. */
  knowledgeTimeoutMs: number;
  logger: ChatLogger;
  /** Keeps signed-in users' finished replies; without it they live only in the reply registry. */
  replyArchive?: ReplyArchive;
  /** Counts messages against the guests' free messages; without it nobody is limited. */
  messageAllowance?: MessageAllowance;
  /** Learns from and rewards each new user message; without it a message earns nothing. */
  messageActivity?: MessageActivity;
  /** Notes the stored articles a caller's question was answered from; without it nothing is kept. */
  sourceReads?: SourceReads;
  /** How signed-in users want to be answered; without it everyone gets the same instructions. */
  personalization?: PersonalizationSource;
  /** Makes a signed-in user's first research project; without it research makes none. */
  research?: ResearchProjects;
  /** Signed-in users' notes, cited to their owner; without it notes are no source. */
  notes?: UserNotes;
  /** The clock; tests fix it. */
  now?: () => Date;
}
