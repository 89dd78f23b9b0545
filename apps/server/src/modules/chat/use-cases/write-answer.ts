import { randomUUID } from 'node:crypto';
import type { ChatHistoryMessage, ChatRequest, ChatResponse, EarnedReward } from '@polymath/shared';
import { buildChatResponse, type ResponseParts } from '../build-response';
import { buildCallContext } from '../call-context';
import type { ChatDeps } from '../chat.deps';
import { renumberCitations, selectSources } from '../sources';
import { notApplicableVerification, verifyAnswer } from '../verification';
import type { PreparedAnswer } from './prepare-answer';
import { isResearchRequest, NO_RESEARCH_SOURCES_NOTICE } from './research';
import { runModel } from './run-model';

/** How an answer is delivered: streamed piece by piece, or whole once it is written. */
export interface AnswerDelivery {
  /** Each piece of the answer as it is written. */
  onText?: (text: string) => void;
  /** The Stop button: the answer ends and keeps what was written. */
  stopSignal?: AbortSignal;
  /** Nobody will read the answer any more (the JSON caller went away): drop it. */
  cancelSignal?: AbortSignal;
}

/**
 * Answers a prepared chat message: the reply a reply kind wrote, or the engine's answer from what
 * the lookup found, then the sources the answer agrees with and its verification.
 */
export async function writeAnswer(
  deps: ChatDeps,
  request: ChatRequest,
  prepared: PreparedAnswer,
  delivery: AnswerDelivery = {},
): Promise<ChatResponse> {
  const now = deps.now ?? (() => new Date());
  const startedAt = now();
  const messageId = randomUUID();
  let activity: Promise<EarnedReward[]> | undefined;
  const researchProject = prepared.ensureResearchProject?.();
  const startActivity = () => {
    const report = prepared.reportActivity;
    // On the next turn of the event loop: the first text is written to the socket before it runs.
    if (report) activity ??= new Promise((resolve) => setImmediate(resolve)).then(report);
  };
  const onText = (text: string) => {
    delivery.onText?.(text);
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

  if (prepared.writtenReply !== undefined) {
    onText(prepared.writtenReply);
    // A statement about this server's own capabilities: nothing to verify, so no badge.
    return respond({
      answer: prepared.writtenReply,
      sources: [],
      verification: notApplicableVerification(),
    });
  }

  const { hits, notes } = await prepared.knowledge;
  // Research without a single source says so first, whatever the engine then writes.
  const notice =
    isResearchRequest(request) && hits.length === 0 ? `${NO_RESEARCH_SOURCES_NOTICE}\n\n` : '';
  if (notice) onText(notice);
  const run = await runModel(deps, {
    messages: [...historyFor(request), { role: 'user', content: request.message }],
    context: buildCallContext(request, hits, startedAt, {
      capabilities: deps.capabilities,
      notes,
      personalization: await prepared.personalization,
    }),
    stopSignal: delivery.stopSignal,
    cancelSignal: delivery.cancelSignal,
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
