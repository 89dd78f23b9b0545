import { z } from 'zod';

/*
 * How the calibration draws SQuAD questions (./README.md): a seeded shuffle, an article's first
 * paragraphs as the encyclopedia serves them, and the questions that name their article.
 */

/** Articles in each part's encyclopedia. */
export const ARTICLES_PER_PART = 8;
/** An article keeps its first paragraphs of the set: a lead and some of its body. */
export const PARAGRAPHS_PER_ARTICLE = 8;
/** Questions drawn from each article in the encyclopedia. */
export const QUESTIONS_PER_ARTICLE = 6;
/** Questions drawn from each article left out of the encyclopedia (to be declined). */
export const QUESTIONS_PER_ABSENT_ARTICLE = 1;
/** Words of a title a question need not repeat to name it. */
const TITLE_FILLER = new Set(['of', 'on', 'the', 'and', 'upon', 'in']);

export const SquadSchema = z.object({
  data: z.array(
    z.object({
      title: z.string(),
      paragraphs: z.array(
        z.object({
          context: z.string(),
          qas: z.array(
            z.object({
              id: z.string(),
              question: z.string(),
              answers: z.array(z.object({ text: z.string() })),
            }),
          ),
        }),
      ),
    }),
  ),
});
export type SquadArticle = z.infer<typeof SquadSchema>['data'][number];

export interface SampledQuestion {
  id: string;
  question: string;
  /** The crowd workers' answers, each once. */
  answers: string[];
  /** The article the question was written about (absent from the encyclopedia when unanswerable). */
  article: string;
}

/** mulberry32: a small seeded generator, so the draw is the same in every run. */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** 'Fresno,_California' -> 'Fresno, California'. */
export function titleOf(article: SquadArticle): string {
  return article.title.replaceAll('_', ' ');
}

/** The words a question must use to name the article: 'Victoria (Australia)' -> ['victoria']. */
function nameWords(title: string): string[] {
  const name = title.split(/[,(]/)[0] ?? title;
  return (name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) => !TITLE_FILLER.has(word),
  );
}

/** Whether a question names its article ('Huguenots' names 'Huguenot'): it can be asked alone. */
function namesArticle(question: string, title: string): boolean {
  const words = question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return nameWords(title).every((name) => words.some((word) => word.startsWith(name)));
}

export function questionsOf(article: SquadArticle, paragraphs: number): SampledQuestion[] {
  const title = titleOf(article);
  return article.paragraphs.slice(0, paragraphs).flatMap((paragraph) =>
    paragraph.qas
      .filter((qa) => qa.answers.length > 0 && namesArticle(qa.question, title))
      .map((qa) => ({
        id: qa.id,
        question: qa.question.trim(),
        answers: [...new Set(qa.answers.map((answer) => answer.text.trim()))],
        article: title,
      })),
  );
}

/** An article as the stand-in encyclopedia serves it: its first paragraphs of the set. */
export function articleOf(article: SquadArticle) {
  return {
    title: titleOf(article),
    extract: article.paragraphs
      .slice(0, PARAGRAPHS_PER_ARTICLE)
      .map((paragraph) => paragraph.context.trim())
      .join('\n\n'),
  };
}

/** Questions on the articles an encyclopedia holds, drawn article by article. */
export function answerableOf(present: SquadArticle[], random: () => number): SampledQuestion[] {
  return present.flatMap((article) =>
    shuffled(questionsOf(article, PARAGRAPHS_PER_ARTICLE), random).slice(0, QUESTIONS_PER_ARTICLE),
  );
}

/** Questions on articles an encyclopedia lacks, none of those in `taken`. */
export function absentOf(
  absent: SquadArticle[],
  random: () => number,
  taken: ReadonlySet<string> = new Set(),
  perArticle = QUESTIONS_PER_ABSENT_ARTICLE,
): SampledQuestion[] {
  return absent.flatMap((article) =>
    shuffled(
      questionsOf(article, Infinity).filter((question) => !taken.has(question.id)),
      random,
    ).slice(0, perArticle),
  );
}
