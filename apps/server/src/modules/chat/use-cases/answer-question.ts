import { randomUUID } from 'node:crypto';
import type {
  ChatHistoryMessage,
  ChatRequest,
  ChatResponse,
  EarnedReward,
  ResearchProject,
} from '@polymath/shared';
import { type MessageReading, readMessage } from '../../../text/message-reading';
import { buildChatResponse, type ResponseParts } from '../build-response';
import { buildCallContext } from '../call-context';
import type { ChatDeps } from '../chat.deps';
import type { AskerLocation, LookupScope, Personalization } from '../chat.ports';
import { detectMediaRequest, mediaNotAvailableAnswer } from '../generation-intent';
import { renumberCitations, selectSources } from '../sources';
import { notApplicableVerification, verifyAnswer } from '../verification';
import { type AskerNotes, findKnowledge, type KnowledgeLookup } from './find-knowledge';
import { isResearchRequest, NO_RESEARCH_SOURCES_NOTICE, researchReading } from './research';
import { runModel } from './run-model';

export interface AnswerOptions {
  /** The Stop button: the answer ends and keeps what was written. */
  stopSignal?: AbortSignal;
  /** Nobody will read the answer any more (the JSON caller went away): drop it. */
  cancelSignal?: AbortSignal;
  /** Each piece of the answer as it is written. */
  onText?: (text: string) => void;
  /**
   * The knowledge lookup, when the caller started it already (see startKnowledgeLookup) with the
   * message read once for the whole request; without it the message is read here.
   */
  knowledge?: Promise<KnowledgeLookup>;
  /**
   * Reports the message (see MessageActivity) and resolves with what it earned. It is started once
   * the answer's first text is out, so its work never delays the first token, and awaited at the end.
   */
  reportActivity?: () => Promise<EarnedReward[]>;
  /** Whose question, in which conversation: that conversation's files are searched first. */
  scope?: LookupScope;
  /** How the signed-in asker wants to be answered (read while the lookup runs). */
  personalization?: Promise<Personalization | undefined>;
  /**
   * Makes the research project of the asker's first research question (resolving with it, or
   * undefined when none was made); started once the answer starts.
   */
  ensureResearchProject?: () => Promise<ResearchProject | undefined>;
}

/** Who asks, as far as the lookup cares: the conversation's files, a signed-in asker's notes. */
export interface LookupAsker {
  scope?: LookupScope | undefined;
  userNotes?: AskerNotes | undefined;
}

/**
 * Starts the knowledge lookup of a message ahead of the answer, so it can run while the caller does
 * other work first (counting a guest's message); undefined when the message needs no knowledge.
 */
export function startKnowledgeLookup(
  deps: ChatDeps,
  request: ChatRequest,
  reading: MessageReading,
  asker: LookupAsker = {},
): Promise<KnowledgeLookup> | undefined {
  if (detectMediaRequest(request.message, request.generationMode)) return undefined;
  return findKnowledge(deps.knowledge, researchReading(reading, request), {
    timeoutMs: deps.knowledgeTimeoutMs,
    stopSignal: undefined,
    logger: deps.logger,
    location: askerLocationOf(request),
    scope: asker.scope,
    userNotes: asker.userNotes,
  });
}

/**
 * Answers one chat message: an honest reply for image and video requests, otherwise the knowledge
 * lookup, the model, then the sources the answer agrees with and its verification.
 */
export async function answerQuestion(
  deps: ChatDeps,
  request: ChatRequest,
  options: AnswerOptions = {},
): Promise<ChatResponse> {
  const now = deps.now ?? (() => new Date());
  const startedAt = now();
  const messageId = randomUUID();
  let activity: Promise<EarnedReward[]> | undefined;
  const researchProject = options.ensureResearchProject?.();
  const startActivity = () => {
    const report = options.reportActivity;
    // On the next turn of the event loop: the first text is written to the socket before it runs.
    if (report) activity ??= new Promise((resolve) => setImmediate(resolve)).then(report);
  };
  const onText = (text: string) => {
    options.onText?.(text);
    startActivity();
  };
  const respond = async (
    parts: Pick<ResponseParts, 'answer' | 'sources' | 'verification' | 'needsModel'>,
  ) => {
    startActivity();
    const rewards = (await activity) ?? [];
    return buildChatResponse({
      ...parts,
      messageId,
      question: request.message,
      engineName: deps.engineName,
      startedAt,
      finishedAt: now(),
      rewards,
      researchProject: await researchProject,
    });
  };

  const media = detectMediaRequest(request.message, request.generationMode);
  if (media) {
    const answer = mediaNotAvailableAnswer(media);
    onText(answer);
    // A statement about this server's own capabilities: nothing to verify, so no badge.
    return respond({ answer, sources: [], verification: notApplicableVerification() });
  }

  const { hits, notes } = await (options.knowledge ??
    findKnowledge(deps.knowledge, researchReading(readMessage(request.message), request), {
      timeoutMs: deps.knowledgeTimeoutMs,
      stopSignal: options.stopSignal,
      logger: deps.logger,
      location: askerLocationOf(request),
      scope: options.scope,
    }));
  // Research without a single source says so first, whatever the engine then writes.
  const notice =
    isResearchRequest(request) && hits.length === 0 ? `${NO_RESEARCH_SOURCES_NOTICE}\n\n` : '';
  if (notice) onText(notice);
  const run = await runModel(deps, {
    messages: [...historyFor(request), { role: 'user', content: request.message }],
    context: buildCallContext(request, hits, startedAt, {
      capabilities: deps.capabilities,
      notes,
      personalization: await options.personalization,
    }),
    stopSignal: options.stopSignal,
    cancelSignal: options.cancelSignal,
    onText,
  });
  // A greeting or a refusal cites nothing, whatever the lookup found on its words.
  const sources = run.isClaimless ? [] : selectSources(run.text, hits, run.citation);
  // Nor does it state anything a badge could vouch for.
  const verification = run.isClaimless
    ? notApplicableVerification()
    : verifyAnswer({
        answer: run.text,
        sources,
        isComputed: run.isComputed,
        isUnanswered: run.isUnanswered,
        leadSupport: run.citation?.support,
      });
  return respond({
    answer: notice + renumberCitations(run.text, sources),
    sources,
    verification,
    needsModel: run.needsModel,
  });
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

/**
 * The history the model sees. A regenerate request sends the history before the message; should a
 * client include the message itself as the last entry, it is dropped so the model sees it once.
 */
function historyFor(request: ChatRequest): ChatHistoryMessage[] {
  const history = request.conversationHistory;
  const last = history.at(-1);
  if (request.regenerate && last?.role === 'user' && last.content === request.message) {
    return history.slice(0, -1);
  }
  return history;
}
