import { wordsOf } from '../../../text/words';

/**
 * The questions once each, in the order given: a question asked again ("How do vaccines work?"
 * then "how do vaccines work") is one question to list, whatever its case or punctuation.
 */
export function distinctQuestions(questions: string[]): string[] {
  const seen = new Set<string>();
  return questions.filter((question) => {
    const key = wordsOf(question).join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** As distinctQuestions, for a list oldest first: each question stays where it was last asked. */
export function distinctQuestionsLatestLast(questions: string[]): string[] {
  return distinctQuestions([...questions].reverse()).reverse();
}
