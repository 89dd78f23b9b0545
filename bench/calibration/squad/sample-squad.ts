import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';

/*
 * Draws the encyclopedia questions of the calibration from SQuAD v1.1's development set: a seeded
 * random sample of its Wikipedia articles, the questions crowd workers wrote about them, split in
 * two tuning parts (the first of which the server's tests use) and a held-out part (which only the
 * benchmark reads). The rule is in ./README.md; run it again and it writes the same files:
 *
 *   npx tsx bench/calibration/squad/sample-squad.ts path/to/dev-v1.1.json
 */

/** The seed of the draw: the number of the issue that asked for it. */
const SEED = 26;
/** Articles in each part's encyclopedia. */
const ARTICLES_PER_PART = 8;
/** An article keeps its first paragraphs of the set: a lead and some of its body. */
const PARAGRAPHS_PER_ARTICLE = 8;
/** Questions drawn from each article in the encyclopedia. */
const QUESTIONS_PER_ARTICLE = 6;
/** Questions drawn from each article left out of the encyclopedia (to be declined). */
const QUESTIONS_PER_ABSENT_ARTICLE = 1;
/** Words of a title a question need not repeat to name it. */
const TITLE_FILLER = new Set(['of', 'on', 'the', 'and', 'upon', 'in']);

const SquadSchema = z.object({
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
type SquadArticle = z.infer<typeof SquadSchema>['data'][number];

interface SampledQuestion {
  id: string;
  question: string;
  /** The crowd workers' answers, each once. */
  answers: string[];
  /** The article the question was written about (absent from the encyclopedia when unanswerable). */
  article: string;
}

/** mulberry32: a small seeded generator, so the draw is the same in every run. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** 'Fresno,_California' -> 'Fresno, California'. */
function titleOf(article: SquadArticle): string {
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

function questionsOf(article: SquadArticle, paragraphs: number): SampledQuestion[] {
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
function articleOf(article: SquadArticle) {
  return {
    title: titleOf(article),
    extract: article.paragraphs
      .slice(0, PARAGRAPHS_PER_ARTICLE)
      .map((paragraph) => paragraph.context.trim())
      .join('\n\n'),
  };
}

/** Questions on the articles an encyclopedia holds, drawn article by article. */
function answerableOf(present: SquadArticle[], random: () => number): SampledQuestion[] {
  return present.flatMap((article) =>
    shuffled(questionsOf(article, PARAGRAPHS_PER_ARTICLE), random).slice(0, QUESTIONS_PER_ARTICLE),
  );
}

/** Questions on articles an encyclopedia lacks, none of those in `taken`. */
function absentOf(
  absent: SquadArticle[],
  random: () => number,
  taken: ReadonlySet<string> = new Set(),
): SampledQuestion[] {
  return absent.flatMap((article) =>
    shuffled(
      questionsOf(article, Infinity).filter((question) => !taken.has(question.id)),
      random,
    ).slice(0, QUESTIONS_PER_ABSENT_ARTICLE),
  );
}

function main(): void {
  const [source] = process.argv.slice(2);
  if (!source) throw new Error('Usage: sample-squad.ts path/to/dev-v1.1.json');
  const squad = SquadSchema.parse(JSON.parse(readFileSync(source, 'utf8')));
  const random = randomFrom(SEED);
  const titles = [...squad.data].sort((a, b) => (a.title < b.title ? -1 : 1));
  const order = shuffled(titles, random);
  const slice = (start: number, count: number) => order.slice(start, start + count);
  const absentPool = slice(2 * ARTICLES_PER_PART, 2 * ARTICLES_PER_PART);

  const tuning = slice(0, ARTICLES_PER_PART);
  const tuningAnswerable = answerableOf(tuning, random);
  const tuningAbsent = absentOf(absentPool, random);
  // The second tuning part was first drawn as the held-out part and measured once (its figures
  // are in the README); its questions on absent articles are drawn again from the tuning pool,
  // since its old absent articles now make the held-out part.
  const second = slice(ARTICLES_PER_PART, ARTICLES_PER_PART);
  const secondAnswerable = answerableOf(second, random);
  const secondAbsent = absentOf(
    absentPool,
    random,
    new Set(tuningAbsent.map((question) => question.id)),
  );
  const heldOut = slice(4 * ARTICLES_PER_PART, ARTICLES_PER_PART);
  const heldOutAbsent = slice(5 * ARTICLES_PER_PART, order.length - 5 * ARTICLES_PER_PART);
  // The first draw asked one question of each of these 16 articles (as absent ones): none of
  // those is asked again.
  const firstDraw = randomFrom(SEED);
  shuffled(titles, firstDraw);
  answerableOf(tuning, firstDraw);
  absentOf(absentPool, firstDraw);
  answerableOf(second, firstDraw);
  const askedBefore = new Set(
    absentOf(slice(4 * ARTICLES_PER_PART, 4 * ARTICLES_PER_PART), firstDraw).map(
      (question) => question.id,
    ),
  );

  const provenance = {
    source: 'SQuAD v1.1 development set (Rajpurkar et al. 2016), CC BY-SA 4.0',
    seed: SEED,
  };
  const root = resolve(import.meta.dirname, '../../..');
  const write = (path: string, present: SquadArticle[], answerable: object, unanswerable: object) =>
    writeFileSync(
      resolve(root, path),
      `${JSON.stringify({ ...provenance, articles: present.map(articleOf), answerable, unanswerable }, null, 2)}\n`,
    );
  write(
    'apps/server/test/fixtures/squad/squad-tuning.json',
    tuning,
    tuningAnswerable,
    tuningAbsent,
  );
  write('bench/calibration/squad/squad-tuning-2.json', second, secondAnswerable, secondAbsent);
  write(
    'bench/calibration/held-out/squad-held-out.json',
    heldOut,
    answerableOf(heldOut, random).filter((question) => !askedBefore.has(question.id)),
    absentOf(heldOutAbsent, random, askedBefore),
  );
}

main();
