import type { CalibrationQuestion } from './calibration-question';
import { computedQuestions } from './questions-computed';
import { knowledgeQuestions } from './questions-knowledge';
import { squadQuestions } from './questions-squad';

/**
 * The calibration set, about half computed (math, dates, statistics: the quick-start tiles' kind)
 * and half answered from knowledge, not at all, or with a catch, then SQuAD's questions on a random
 * sample of Wikipedia (tuning parts and a held-out part). `now` is the runner's clock, which
 * the answer to "What is today's date?" is judged against.
 */
export function buildCalibrationQuestions(now: Date): CalibrationQuestion[] {
  return [...computedQuestions(now), ...knowledgeQuestions(), ...squadQuestions()];
}
