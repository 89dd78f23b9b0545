import type { AssistantCapabilities } from '@polymath/shared';
import type { Lifecycle } from '../../lifecycle';
import type { AppModule } from '../app-module';
import type { AiEngine, ChatLogger } from './chat.deps';
import type {
  KnowledgeFinder,
  MessageAllowance,
  PersonalizationSource,
  ReplyArchive,
  ReplyKind,
  ResearchProjects,
  SourceReads,
  UserNotes,
} from './chat.ports';
import { registerChatRoutes } from './chat.routes';
import { type ChatService, createChatService } from './chat.service';
import {
  type ActivityRewards,
  createMessageActivity,
  type MessageLearning,
  type TopicQueue,
} from './message-activity';

export interface ChatModuleDeps {
  /** A model reply taking longer is abandoned (AI_TIMEOUT_MS). */
  aiTimeoutMs: number;
  /** The whole knowledge lookup of a question gets this long (WIKIPEDIA_TIMEOUT_MS). */
  knowledgeTimeoutMs: number;
  /** A reply whose stream was cut off is kept this long for the browser (CHAT_REPLY_TTL_MS). */
  replyTtlMs: number;
  /** The model that answers (adapters/ai `createLanguageModel`). */
  engine: AiEngine;
  /** The general lookup: where a question no reply kind takes finds its sources. */
  knowledge: KnowledgeFinder;
  /** The kinds of message answered their own way, first taker first (see ReplyKind). */
  replyKinds: readonly ReplyKind[];
  /** What the knowledge sources can reach on this server. */
  capabilities: AssistantCapabilities;
  logger: ChatLogger;
  /** Stops replies in progress at shutdown, so their streams end before the server waits. */
  lifecycle: Lifecycle;
  /** Keeps signed-in users' finished replies (the conversations module). */
  replyArchive: ReplyArchive;
  /** Counts guests' messages against their free messages (the usage module). */
  allowance: MessageAllowance;
  /** What an accepted message sets off: learning, rewards and background learning. */
  learning: MessageLearning;
  rewards: ActivityRewards;
  topicQueue: TopicQueue;
  /** Keeps which stored articles answered whom (the knowledge module). */
  sourceReads: SourceReads;
  /** How each signed-in user wants to be answered (the personal AI module). */
  personalization?: PersonalizationSource;
  /** Makes a signed-in user's first research project (the productivity module). */
  research?: ResearchProjects;
  /** Signed-in users' notes, a source for their owner's answers (the productivity module). */
  notes?: UserNotes;
}

/** The chat: whole and streamed answers with sources and verification, Stop, and the engine. */
export function createChatModule(deps: ChatModuleDeps): AppModule<ChatService> {
  const { engine, logger } = deps;
  const chat = createChatService(
    {
      model: engine.model,
      engineName: engine.engineName,
      engineKind: engine.kind,
      ...(engine.admission ? { engineAdmission: engine.admission } : {}),
      knowledge: deps.knowledge,
      replyKinds: deps.replyKinds,
      capabilities: deps.capabilities,
      aiTimeoutMs: deps.aiTimeoutMs,
      // The whole lookup gets what one encyclopedia request gets: the answer must not wait longer.
      knowledgeTimeoutMs: deps.knowledgeTimeoutMs,
      logger,
      replyArchive: deps.replyArchive,
      messageAllowance: deps.allowance,
      sourceReads: deps.sourceReads,
      ...(deps.personalization ? { personalization: deps.personalization } : {}),
      ...(deps.research ? { research: deps.research } : {}),
      ...(deps.notes ? { notes: deps.notes } : {}),
      messageActivity: createMessageActivity({
        learning: deps.learning,
        rewards: deps.rewards,
        topicQueue: deps.topicQueue,
        logger,
      }),
    },
    { replyTtlMs: deps.replyTtlMs },
  );
  // Replies in progress stop (keeping their text) so their streams end before the server waits
  // for in-flight requests; app.close() alone (tests) stops them too.
  deps.lifecycle.onShutdown(() => chat.close());
  return {
    service: chat,
    register(app) {
      app.addHook('onClose', async () => {
        chat.close();
        await engine.close?.();
      });
      registerChatRoutes(app, { chat });
    },
  };
}
