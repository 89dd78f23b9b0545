import type { PolymathCallContext } from '../../adapters/ai/polymath-context';

/**
 * How an extractive answer is shaped for the user's Personal AI settings: how many supporting
 * sentences follow the one that answers (verbosity), and how a definition is framed (expertise).
 */
export interface AnswerShape {
  /** Sentences after the one that answers: none when brief, more when detailed. */
  supporting: number;
  /** A supporting sentence must score at least this share of the best one. */
  scoreFloor: number;
  /**
   * plain-first: a beginner gets the article's plain definition first; skip-basics: an advanced
   * user gets what follows it, the definition left out; as-found: the best sentence first.
   */
  framing: 'plain-first' | 'as-found' | 'skip-basics';
  /** Whether the subjects directory's resources are listed after the answer. */
  listsMaterial: boolean;
}

/** The shape for a guest, or a user who kept the defaults (medium, adaptive). */
export const DEFAULT_ANSWER_SHAPE: AnswerShape = {
  supporting: 2,
  scoreFloor: 0.3,
  framing: 'as-found',
  listsMaterial: true,
};

/** The answer's shape from the user's personality settings; the default without any. */
export function answerShapeOf(context: PolymathCallContext): AnswerShape {
  const personality = context.personalization?.personality;
  if (!personality) return DEFAULT_ANSWER_SHAPE;
  const length = {
    brief: { supporting: 0, scoreFloor: DEFAULT_ANSWER_SHAPE.scoreFloor, listsMaterial: false },
    medium: { supporting: 2, scoreFloor: DEFAULT_ANSWER_SHAPE.scoreFloor, listsMaterial: true },
    // Detailed answers take the sources' weaker supporting sentences too, still on the question.
    detailed: { supporting: 5, scoreFloor: 0.15, listsMaterial: true },
  }[personality.verbosity];
  const framing =
    personality.expertise === 'beginner'
      ? 'plain-first'
      : personality.expertise === 'advanced'
        ? 'skip-basics'
        : 'as-found';
  return { ...length, framing };
}
