import { CHAT, type Verification } from '@polymath/shared';
import { printFigure } from '../lib/report';
import { QUESTION_CATEGORIES, type CalibrationQuestion } from './calibration-question';

/** The badge an answer shows: the three colour bands, or none for a reply with nothing to check. */
export const BADGES = ['high', 'medium', 'low', 'no-badge'] as const;
export type Badge = (typeof BADGES)[number];

/** One asked question: its answer, the badge the chat shows for it and whether it was right. */
export interface JudgedAnswer {
  question: CalibrationQuestion;
  answer: string;
  confidence: number;
  badge: Badge;
  isCorrect: boolean;
  /** The answer says it does not know rather than answering (see `declines`). */
  isDeclined: boolean;
  /** The first source shown, as the chat names it: 'Title (address)'. */
  firstSource?: string | undefined;
}

/** The badge the web app draws for a verification (`confidence-band.ts`, `message-item.tsx`). */
export function badgeOf(verification: Verification): Badge {
  if (verification.isApplicable === false) return 'no-badge';
  if (verification.confidence > CHAT.confidenceHigh) return 'high';
  if (verification.confidence > CHAT.confidenceMedium) return 'medium';
  return 'low';
}

function isHeldOut(category: string): boolean {
  return category.startsWith('squad-held-out');
}

/** Answers shown in the list of wrong ones are cut to this length. */
const ANSWER_PREVIEW_CHARS = 160;

function percent(part: number, whole: number): string {
  return whole === 0 ? '-' : `${((part / whole) * 100).toFixed(1)}%`;
}

function row(cells: readonly (string | number)[], widths: readonly number[]): string {
  return cells.map((cell, index) => String(cell).padEnd(widths[index] ?? 0)).join('  ');
}

/**
 * Prints, per badge, how many answers were right, how many there were and the share right
 * (`calibration-high-accuracy`…); a badge no answer got has no accuracy figure.
 */
export function printCalibrationFigures(answers: readonly JudgedAnswer[]): void {
  for (const badge of BADGES) {
    const shown = answers.filter((answer) => answer.badge === badge);
    const correct = shown.filter((answer) => answer.isCorrect).length;
    printFigure(`calibration-${badge}-correct`, correct, 'answers');
    printFigure(`calibration-${badge}-total`, shown.length, 'answers');
    if (shown.length > 0) {
      printFigure(`calibration-${badge}-accuracy`, (correct / shown.length) * 100, '%');
    }
  }
}

/**
 * Writes to stderr, beside the figures on stdout: the badge × right/wrong table, the badges per
 * category, and every answer that was wrong under a high or medium badge, which is where a
 * score that promises too much shows.
 */
export function printCalibrationTable(answers: readonly JudgedAnswer[]): void {
  const lines: string[] = [];
  const widths = [10, 8, 8, 6, 9, 8];
  lines.push(row(['badge', 'correct', 'wrong', 'total', 'accuracy', 'declined'], widths));
  const tally = (label: string, shown: readonly JudgedAnswer[]): string => {
    const correct = shown.filter((answer) => answer.isCorrect).length;
    const declined = shown.filter((answer) => answer.isDeclined).length;
    const cells = [label, correct, shown.length - correct, shown.length];
    return row([...cells, percent(correct, shown.length), declined], widths);
  };
  for (const badge of BADGES) {
    lines.push(
      tally(
        badge,
        answers.filter((answer) => answer.badge === badge),
      ),
    );
  }
  lines.push(tally('all', answers));

  const categoryWidths = [26, 6, 7, 5, 9, 8];
  lines.push('', row(['category', 'high', 'medium', 'low', 'no-badge', 'correct'], categoryWidths));
  for (const category of QUESTION_CATEGORIES) {
    const inCategory = answers.filter((answer) => answer.question.category === category);
    if (inCategory.length === 0) continue;
    const counts = BADGES.map(
      (badge) => inCategory.filter((answer) => answer.badge === badge).length,
    );
    const correct = inCategory.filter((answer) => answer.isCorrect).length;
    lines.push(row([category, ...counts, `${correct}/${inCategory.length}`], categoryWidths));
  }

  const confidentlyWrong = answers.filter(
    (answer) => !answer.isCorrect && (answer.badge === 'high' || answer.badge === 'medium'),
  );
  // A held-out part's answers are counted, never shown: whoever reads them could tune to them.
  const shown = confidentlyWrong.filter((answer) => !isHeldOut(answer.question.category));
  const unshown = confidentlyWrong.length - shown.length;
  if (confidentlyWrong.length > 0) lines.push('', 'Wrong under a high or medium badge:');
  if (unshown > 0) lines.push(`- (${unshown} of the held-out part, not shown)`);
  for (const wrong of shown) {
    const preview = wrong.answer.replace(/\s+/g, ' ').slice(0, ANSWER_PREVIEW_CHARS);
    lines.push(`- [${wrong.badge} ${wrong.confidence}] ${wrong.question.text} -> ${preview}`);
  }
  console.error(lines.join('\n'));
}
