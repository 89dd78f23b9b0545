/** Decides whether an answer's text is right for its question. */
export type Judge = (answer: string) => boolean;

/**
 * The answer as a reader takes it in: no Markdown emphasis or code marks, no thousands separators
 * (`18,446,744,073,709,551,616` and `18 446 744…` are the same number) and plain minus signs, so a
 * judge checks what is said, not how it is typeset.
 */
export function normaliseAnswer(answer: string): string {
  return answer
    .replace(/[*_`]/g, '')
    .replace(/[\u2212\u2013]/g, '-')
    .replace(/(\d)[,\u00a0\u202f\u2009 ](?=\d{3}(?!\d))/g, '$1');
}

/** The numbers written in the answer, in order (`-273.15`, `2.5`, `7/12` gives 7 and 12). */
export function numbersIn(answer: string): number[] {
  return (normaliseAnswer(answer).match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
}

/** Right when the answer states this exact integer (any size), not as part of a longer number. */
export function statesInteger(value: bigint | number): Judge {
  const digits = value.toString();
  const pattern = new RegExp(`(?<![\\d.])${digits.replace('-', '-\\s?')}(?![\\d]|\\.\\d)`);
  return (answer) => pattern.test(normaliseAnswer(answer));
}

/**
 * Right when some number in the answer is within `tolerance` of `value`: a conversion rounded to
 * two decimals (8.05 km for 8.04672) is as right as the full figure.
 */
export function statesNumber(value: number, tolerance: number): Judge {
  return (answer) => numbersIn(answer).some((number) => Math.abs(number - value) <= tolerance);
}

/** A number as a result: after `=`, `is`, `equals`, a colon…, perhaps with `about` or a `$` between. */
const RESULT =
  /(?:=|≈|\bis|\bare|\bequals|\bgives|:)\s*(?:about |approximately |roughly |exactly |around )?\$?\s*(-?\d+(?:\.\d+)?)/gi;

/**
 * Right when the answer gives a number within `tolerance` of `value` as its result, for questions
 * whose own figures include the value (the median of 3, 1, 4… is 3): echoing the question is not
 * answering it.
 */
export function statesResult(value: number, tolerance = 0): Judge {
  return (answer) =>
    [...normaliseAnswer(answer).matchAll(RESULT)].some(
      (match) => Math.abs(Number(match[1]) - value) <= tolerance,
    );
}

/** Right when the answer matches the pattern, after normalising (see `normaliseAnswer`). */
export function says(pattern: RegExp): Judge {
  return (answer) => pattern.test(normaliseAnswer(answer));
}

/** Right when every judge agrees. */
export function allOf(...judges: Judge[]): Judge {
  return (answer) => judges.every((judge) => judge(answer));
}

/** Right when any judge agrees. */
export function anyOf(...judges: Judge[]): Judge {
  return (answer) => judges.some((judge) => judge(answer));
}

/** Right when the judge does not agree: an answer must not assert this. */
export function not(judge: Judge): Judge {
  return (answer) => !judge(answer);
}

/**
 * An answer that says plainly it does not know or its sources do not say. For a question the
 * product cannot answer, declining is the right answer; asserting anything else is wrong.
 */
export const declines: Judge = says(
  /\bI (?:can't|cannot|couldn't|could not|won't|don't know|do not know|don't have)\b|\bI(?:'m| am) not sure\b|\b(?:doesn't|does not|don't|do not) say\b|\bno (?:information|source|data)\b|\bunable to\b/i,
);

/** Right when the answer gives the fact (`judge`) or declines; wrong when it asserts something else. */
export function answersOrDeclines(judge: Judge): Judge {
  return anyOf(judge, declines);
}
