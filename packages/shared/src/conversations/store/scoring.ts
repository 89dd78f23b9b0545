import { CONVERSATION_STORE } from '../../constants';
import type { ExtractedContext } from '../context.schemas';

const { relevanceWeights, importanceWeights } = CONVERSATION_STORE;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * How relevant a message is to the conversation's context (001 §9): concepts ×2, code snippets ×3,
 * preferences ×4, clamped 0 to 10.
 */
export function scoreRelevance(context: ExtractedContext): number {
  const score =
    context.concepts.length * relevanceWeights.concepts +
    context.codeSnippets.length * relevanceWeights.codeSnippets +
    context.userPreferences.length * relevanceWeights.preferences;
  return clamp(score, CONVERSATION_STORE.relevanceMin, CONVERSATION_STORE.relevanceMax);
}

/**
 * How much the store should remember a message (001 §9): preferences ×3 + project details ×2,
 * +2 if high priority, +2 if it holds code, clamped 1 to 10.
 */
export function scoreImportance(context: ExtractedContext): number {
  const score =
    context.userPreferences.length * importanceWeights.preferences +
    context.projectDetails.length * importanceWeights.projectDetails +
    (context.priority === 'high' ? importanceWeights.highPriorityBonus : 0) +
    (context.codeSnippets.length > 0 ? importanceWeights.codeBonus : 0);
  return clamp(score, CONVERSATION_STORE.importanceMin, CONVERSATION_STORE.importanceMax);
}
