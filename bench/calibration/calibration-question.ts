import type { Judge } from './judges';

/** The kinds of question the set mixes, in the order the table lists them. */
export const QUESTION_CATEGORIES = [
  'arithmetic',
  'big-integers',
  'percentages',
  'unit-conversions',
  'algebra',
  'dates',
  'statistics',
  'encyclopedia',
  'encyclopedia-missing-fact',
  'squad-tuning',
  'squad-tuning-absent',
  'squad-tuning-2',
  'squad-tuning-2-absent',
  'squad-tuning-3',
  'squad-tuning-3-absent',
  'squad-held-out',
  'squad-held-out-absent',
  'web-search',
  'unanswerable',
  'trick',
] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

/** One question of the calibration set and how its answer is judged. */
export interface CalibrationQuestion {
  text: string;
  category: QuestionCategory;
  /** Whether the answer's text is right; for a question nothing here answers, declining is right. */
  judge: Judge;
  /** The encyclopedia article whose text holds the answer (SQuAD's questions). */
  article?: string;
}

/** Questions of one category. */
export function inCategory(
  category: QuestionCategory,
  questions: readonly Omit<CalibrationQuestion, 'category'>[],
): CalibrationQuestion[] {
  return questions.map((question) => ({ ...question, category }));
}
