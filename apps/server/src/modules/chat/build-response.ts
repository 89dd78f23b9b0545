import {
  categorizeMessage,
  type ChatResponse,
  type EarnedReward,
  type ResearchProject,
  type Verification,
} from '@polymath/shared';
import { type ScoredSource, toResponseSource } from './sources';
import { coverage, vocabularyOf } from './text-overlap';

export interface ResponseParts {
  messageId: string;
  question: string;
  answer: string;
  engineName: string;
  sources: readonly ScoredSource[];
  verification: Verification;
  startedAt: Date;
  finishedAt: Date;
  /** What the question earned; none by default. */
  rewards?: EarnedReward[];
  /** The research project made for a signed-in user's first research question. */
  researchProject?: ResearchProject | undefined;
  /** The engine could not do what was asked and a language model would. */
  needsModel?: boolean | undefined;
}

/**
 * The chat response (000 §3) with its feedbackData. The three quality estimates are heuristics the
 * server can stand behind: accuracy is the verification confidence, relevance the share of the
 * question's meaningful words the answer takes up, helpfulness their mean.
 */
export function buildChatResponse(parts: ResponseParts): ChatResponse {
  const accuracy = parts.verification.confidence;
  const relevance = parts.answer ? round(coverage(parts.question, vocabularyOf(parts.answer))) : 0;
  return {
    message: parts.answer,
    model: parts.engineName,
    sources: parts.sources.map(toResponseSource),
    verification: parts.verification,
    feedbackData: {
      messageId: parts.messageId,
      userMessage: parts.question,
      aiResponse: parts.answer,
      category: categorizeMessage(parts.question),
      responseTime: Math.max(0, parts.finishedAt.getTime() - parts.startedAt.getTime()),
      verificationScore: accuracy,
      model: parts.engineName,
      timestamp: parts.finishedAt.toISOString(),
      accuracy,
      relevance,
      helpfulness: round((accuracy + relevance) / 2),
    },
    rewards: parts.rewards ?? [],
    ...(parts.needsModel ? { needsModel: true } : {}),
    ...(parts.researchProject ? { researchProject: parts.researchProject } : {}),
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
