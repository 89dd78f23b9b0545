import type { Priority } from '@polymath/shared';
import { distinctQuestionsLatestLast } from './distinct-questions';
import type { GapType } from './phrasing';
import type { MessageTopic } from './message-topic';

/** One question asked on a topic, as stored. */
export interface AskedQuestion {
  question: string;
  isConfused: boolean;
  gapType: GapType;
}

/** A knowledge gap before resources are suggested for it. */
export interface DetectedGap extends MessageTopic {
  gapType: GapType;
  priority: Priority;
  /** The questions it was detected from, latest last. */
  detectedFrom: string[];
}

/** A topic asked about this many times is a gap even without confusion. */
export const REPEATED_QUESTION_COUNT = 2;
/** detectedFrom keeps the latest questions only. */
const MAX_DETECTED_FROM = 10;

/**
 * Priority from repetition and confusion: each question after the first adds 1, each confused one
 * 2; 4 and above is high, 2 and above medium, else low. One confused question is medium, two plain
 * ones low, two confused ones high.
 */
export function gapPriorityOf(questions: AskedQuestion[]): Priority {
  const confused = questions.filter((question) => question.isConfused).length;
  const score = Math.max(0, questions.length - 1) + 2 * confused;
  if (score >= 4) return 'high';
  if (score >= 2) return 'medium';
  return 'low';
}

/**
 * The gap the questions on a topic show, oldest first: asked REPEATED_QUESTION_COUNT times or
 * more, or phrased as confusion at least once; typed by the latest question. Undefined otherwise.
 */
export function detectGap(
  topic: MessageTopic,
  questions: AskedQuestion[],
): DetectedGap | undefined {
  const isRepeated = questions.length >= REPEATED_QUESTION_COUNT;
  const isConfused = questions.some((question) => question.isConfused);
  const latest = questions[questions.length - 1];
  if (!latest || (!isRepeated && !isConfused)) return undefined;
  return {
    ...topic,
    gapType: latest.gapType,
    priority: gapPriorityOf(questions),
    detectedFrom: distinctQuestionsLatestLast(questions.map((question) => question.question)).slice(
      -MAX_DETECTED_FROM,
    ),
  };
}
