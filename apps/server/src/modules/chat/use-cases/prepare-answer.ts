import type { ChatRequest, EarnedReward, ResearchProject } from '@polymath/shared';
import { type Caller, ownerKeyOf, userIdOf } from '../../../identity/caller';
import { type MessageReading, readMessage } from '../../../text/message-reading';
import type { ChatDeps } from '../chat.deps';
import type { AskerLocation, LookupScope, Personalization } from '../chat.ports';
import { lookupThroughKinds, writtenReplyOf } from '../reply-kinds/reply-kinds';
import { findKnowledge, type KnowledgeLookup } from './find-knowledge';
import { researchReading } from './research';

/** Nothing found and nothing noted: what a reply written without a lookup draws on. */
const NO_LOOKUP: Promise<KnowledgeLookup> = Promise.resolve({ hits: [], notes: {} });

/**
 * A message ready to be answered: its caller admitted, its lookup and the asker's settings on their
 * way. Whoever answers it calls `release` once the answer has ended, however it ended.
 */
export interface PreparedAnswer {
  /** The reply a reply kind wrote whole (an image request): no lookup, no engine. */
  writtenReply: string | undefined;
  /** The sources found for the message and what the lookup noted on the way. */
  knowledge: Promise<KnowledgeLookup>;
  /** How the signed-in asker wants to be answered; undefined for everyone else. */
  personalization: Promise<Personalization | undefined>;
  /**
   * Reports a new user message (learning, rewards) and resolves with what it earned; started once
   * the answer's first text is out, so its work never delays the first token.
   */
  reportActivity: (() => Promise<EarnedReward[]>) | undefined;
  /** Makes a signed-in user's first research project; started as the answer starts. */
  ensureResearchProject: (() => Promise<ResearchProject | undefined>) | undefined;
  /** Gives back the caller's place in the engine's line. */
  release(): void;
}

/**
 * Prepares one chat message, whole or streamed alike: the message is read once, the lookup and
 * the asker's settings start at once, and only then is the caller admitted (the engine's line,
 * the free messages), so counting a message costs no waiting; refused, nothing else is done.
 */
export async function prepareAnswer(
  deps: ChatDeps,
  request: ChatRequest,
  caller: Caller,
): Promise<PreparedAnswer> {
  const kinds = deps.replyKinds ?? [];
  // Read once: the knowledge lookup and learning share what it says.
  const reading = readMessage(request.message);
  const writtenReply = writtenReplyOf(kinds, request);
  const knowledge =
    writtenReply === undefined
      ? findKnowledge(
          lookupThroughKinds(kinds, deps.knowledge),
          researchReading(reading, request),
          {
            timeoutMs: deps.knowledgeTimeoutMs,
            stopSignal: undefined,
            logger: deps.logger,
            location: askerLocationOf(request),
            scope: scopeOf(request, caller),
            userNotes: notesOf(deps, caller),
          },
        )
      : undefined;
  const personalization = personalizationOf(deps, caller);
  const release = await admit(deps, caller);
  noteReads(deps, caller, knowledge);
  return {
    writtenReply,
    knowledge: knowledge ?? NO_LOOKUP,
    personalization,
    reportActivity: activityOf(deps, request, caller, reading),
    ensureResearchProject: researchProjectOf(deps, request, caller),
    release,
  };
}

/**
 * A place in the engine's line comes first: a question turned away for a busy engine must not
 * cost the caller one of their messages.
 */
async function admit(deps: ChatDeps, caller: Caller): Promise<() => void> {
  const place = deps.engineAdmission?.admit();
  try {
    await deps.messageAllowance?.admitMessage(caller);
  } catch (error) {
    place?.release();
    throw error;
  }
  return () => place?.release();
}

/** The conversation a caller who keeps data asks in: its files are searched first. */
function scopeOf(request: ChatRequest, caller: Caller): LookupScope | undefined {
  const owner = ownerKeyOf(caller);
  return owner && request.conversationId
    ? { owner, conversationId: request.conversationId }
    : undefined;
}

/** A signed-in asker's notes, searched beside the knowledge store. */
function notesOf(deps: ChatDeps, caller: Caller) {
  const userId = userIdOf(caller);
  return userId !== null && deps.notes ? { finder: deps.notes, userId } : undefined;
}

/** The place the user shared with the message, if any. */
function askerLocationOf(request: ChatRequest): AskerLocation | undefined {
  const location = request.locationData;
  if (!location?.city && !location?.country) return undefined;
  return {
    ...(location.city ? { city: location.city } : {}),
    ...(location.country ? { country: location.country } : {}),
  };
}

/** Read while the lookup runs; without it the answer is given as to anyone. */
function personalizationOf(deps: ChatDeps, caller: Caller): Promise<Personalization | undefined> {
  const userId = userIdOf(caller);
  const { personalization } = deps;
  if (userId === null || !personalization) return Promise.resolve(undefined);
  return personalization.personalizationOf(userId).catch((error: unknown) => {
    deps.logger.warn({ err: error }, "the user's personal AI settings could not be read");
    return undefined;
  });
}

/** Once the caller is admitted: a message turned away was not answered from anything. */
function noteReads(
  deps: ChatDeps,
  caller: Caller,
  knowledge: Promise<KnowledgeLookup> | undefined,
): void {
  const reader = ownerKeyOf(caller);
  const { sourceReads } = deps;
  if (!knowledge || !reader || !sourceReads) return;
  void knowledge
    .then(({ hits }) => {
      const articles = hits.filter((hit) => (hit.kind ?? 'encyclopedia') === 'encyclopedia');
      if (articles.length === 0) return;
      return sourceReads.recordReads(
        reader,
        articles.map((hit) => hit.sourceUrl),
      );
    })
    .catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'which articles answered a question was not recorded');
    });
}

/** A failure costs the rewards, not the answer. */
function activityOf(
  deps: ChatDeps,
  request: ChatRequest,
  caller: Caller,
  reading: MessageReading,
): (() => Promise<EarnedReward[]>) | undefined {
  const { messageActivity } = deps;
  if (!messageActivity || !isNewUserMessage(request)) return undefined;
  return () =>
    messageActivity.messageAccepted({ caller, message: reading }).catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'learning from a message or rewarding it failed');
      return [];
    });
}

/** Started with the answer, so a refused message makes no project; a failure costs the project. */
function researchProjectOf(
  deps: ChatDeps,
  request: ChatRequest,
  caller: Caller,
): (() => Promise<ResearchProject | undefined>) | undefined {
  const userId = userIdOf(caller);
  const { research } = deps;
  if (!request.researchMode || userId === null || !research) return undefined;
  return () =>
    research.ensureProject(userId, request.message).catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'the research project was not created');
      return undefined;
    });
}

/**
 * Whether a message is the user's own new one: a regenerated answer repeats a message already
 * counted, and the study-plan hand-off is sent in the assistant's name.
 */
function isNewUserMessage(request: ChatRequest): boolean {
  return !request.regenerate && request.sender !== 'assistant';
}
