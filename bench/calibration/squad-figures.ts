import { printFigure } from '../lib/report';
import type { JudgedAnswer } from './calibration-table';

/*
 * The figures of SQuAD's parts (three tuning parts and the held-out one), each on its own: how many of the
 * questions its encyclopedia can answer were answered, whether the source shown first is the
 * article holding the answer, how often the high badge was right, and how many questions on
 * articles the encyclopedia lacks were declined.
 */

/** The outside check counted answers out of 14 answerable questions: the same scale. */
const OUTSIDE_CHECK_ANSWERABLE = 14;

const PARTS = ['tuning', 'tuning-2', 'tuning-3', 'held-out'] as const;

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : (part / whole) * 100;
}

/** Prints `squad-<part>-…` figures for each part that was asked. */
export function printSquadFigures(answers: readonly JudgedAnswer[]): void {
  for (const part of PARTS) {
    const answerable = answers.filter((answer) => answer.question.category === `squad-${part}`);
    const absent = answers.filter((answer) => answer.question.category === `squad-${part}-absent`);
    if (answerable.length === 0) continue;
    const right = answerable.filter((answer) => answer.isCorrect).length;
    const attempted = answerable.filter((answer) => !answer.isDeclined);
    const fromArticle = attempted.filter((answer) =>
      answer.firstSource?.startsWith(`${answer.question.article ?? ''} (`),
    ).length;
    const high = [...answerable, ...absent].filter((answer) => answer.badge === 'high');
    const highRight = high.filter((answer) => answer.isCorrect).length;
    const name = `squad-${part}`;
    printFigure(`${name}-answered`, right, 'answers');
    printFigure(`${name}-answerable`, answerable.length, 'questions');
    printFigure(
      `${name}-answered-of-14`,
      (right / answerable.length) * OUTSIDE_CHECK_ANSWERABLE,
      'answers',
    );
    printFigure(`${name}-source-holds-answer`, percent(fromArticle, attempted.length), '%');
    printFigure(`${name}-high-correct`, highRight, 'answers');
    printFigure(`${name}-high-total`, high.length, 'answers');
    if (high.length > 0) printFigure(`${name}-high-accuracy`, percent(highRight, high.length), '%');
    printFigure(
      `${name}-absent-declined`,
      absent.filter((answer) => answer.isCorrect).length,
      'answers',
    );
    printFigure(`${name}-absent`, absent.length, 'questions');
  }
}
