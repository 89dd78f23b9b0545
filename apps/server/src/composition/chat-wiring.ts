import type { ChatModuleDeps } from '../modules/chat';
import { createChatModule, mediaNotAvailable } from '../modules/chat';
import type { ConversationsService } from '../modules/conversations';
import { conversationFileQuestions, type FilesService } from '../modules/files';
import type { Knowledge } from '../modules/knowledge';
import { EDUCATIONAL_SUBJECTS, type LearningService } from '../modules/learning';
import { newsQuestions, type NewsService } from '../modules/news';
import type { PersonalAiService } from '../modules/personal-ai';
import type { ProductivityService } from '../modules/productivity';
import { KEY_TERMS, createReferenceLibrary, withReference } from '../modules/reference';
import type { RewardsService } from '../modules/rewards';
import type { UsageService } from '../modules/usage';
import { assistantCapabilitiesOf, createWebSearch, webFirst } from '../modules/web-search';
import type { ModuleSources } from './module-sources';

/** The other modules' services an answer draws on or reports to. */
export interface ChatParts {
  conversations: ConversationsService;
  usage: UsageService;
  rewards: RewardsService;
  files: FilesService;
  knowledge: Knowledge;
  learning: LearningService;
  productivity: ProductivityService;
  personalAi: PersonalAiService;
  news: NewsService;
}

/**
 * The chat, the one module made of the others: where its answers come from (reply kinds, the
 * offline reference, the web and the encyclopedia store) and what an accepted message sets off.
 */
export function createChat(sources: ModuleSources, parts: ChatParts) {
  const { env, adapters, logger } = sources;
  const web = createWebSearch({
    engine: adapters.searchEngine,
    maxPages: env.WEB_SEARCH_PAGES,
    lookupTimeoutMs: env.WIKIPEDIA_TIMEOUT_MS,
    pageFetcher: adapters.pageFetcher,
    logger,
  });
  const reference = createReferenceLibrary({
    subjects: EDUCATIONAL_SUBJECTS,
    keyTerms: KEY_TERMS,
    encyclopediaBaseUrl: env.WIKIPEDIA_BASE_URL,
  });
  const { productivity } = parts;
  const deps: ChatModuleDeps = {
    aiTimeoutMs: env.AI_TIMEOUT_MS,
    // The whole lookup gets what one encyclopedia request gets: the answer must not wait longer.
    knowledgeTimeoutMs: env.WIKIPEDIA_TIMEOUT_MS,
    replyTtlMs: env.CHAT_REPLY_TTL_MS,
    engine: sources.model,
    // The first kind that takes a message answers it: image and video requests are said to be
    // unavailable, questions on the conversation's files and news questions are answered from those
    // alone (docs/ARCHITECTURE.md, "Reply kinds").
    replyKinds: [
      mediaNotAvailable,
      conversationFileQuestions(parts.files),
      newsQuestions(parts.news, web),
    ],
    // Any other question: the offline reference around the web and the store.
    knowledge: withReference(
      reference,
      web ? webFirst(web, sources.knowledge, logger) : sources.knowledge,
      logger,
    ),
    capabilities: assistantCapabilitiesOf({
      isLookupEnabled: env.KNOWLEDGE_LOOKUP,
      hasSearchEngine: Boolean(env.SEARXNG_URL),
    }),
    logger,
    lifecycle: sources.lifecycle,
    replyArchive: parts.conversations,
    allowance: parts.usage,
    learning: parts.learning,
    rewards: parts.rewards,
    topicQueue: parts.knowledge.learner,
    sourceReads: parts.knowledge.reads,
    // Every answer to a signed-in user follows their Personal AI settings.
    personalization: parts.personalAi,
    // A research question starts the user's first research project; their notes are sources.
    research: {
      ensureProject: (userId, query) => productivity.ensureResearchProject(userId, query),
    },
    notes: { find: (userId, text, limit) => productivity.findNotes(userId, text, limit) },
  };
  return createChatModule(deps);
}
