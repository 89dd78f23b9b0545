import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  absentOf,
  answerableOf,
  ARTICLES_PER_PART,
  articleOf,
  randomFrom,
  type SquadArticle,
  SquadSchema,
  shuffled,
} from './squad-draw';

/*
 * Draws the calibration's held-out part from SQuAD v1.1's training set, whose articles no tuning
 * part uses: the dev set's 48 were all drawn (./README.md). It reads a cut of the training
 * set, keeps its complete articles, and writes the same file in every run:
 *
 *   npx tsx bench/calibration/squad/sample-squad-train.ts path/to/train-v1.1.json
 */

/** The seed of the draw: the number again, on other articles. */
const SEED = 26;
/** Questions drawn from each article left out of the encyclopedia (to be declined). */
const QUESTIONS_PER_ABSENT_ARTICLE = 2;
const ARTICLE_START = '{"title": "';

/**
 * The complete articles of a SQuAD file, of a cut one too: each article's text runs from its
 * '{"title": "' to the next one's, and one cut short does not parse.
 */
function completeArticles(text: string): SquadArticle[] {
  const whole = SquadSchema.safeParse(safeJson(text));
  if (whole.success) return whole.data.data;
  const starts: number[] = [];
  for (let at = text.indexOf(ARTICLE_START); at >= 0; at = text.indexOf(ARTICLE_START, at + 1)) {
    starts.push(at);
  }
  return starts.flatMap((start, index) => {
    // Articles are separated by ', '; the last one of a cut is cut short and does not parse.
    const piece = text
      .slice(start, starts[index + 1] ?? text.length)
      .trim()
      .replace(/,$/, '');
    const article = SquadSchema.shape.data.element.safeParse(safeJson(piece));
    return article.success ? [article.data] : [];
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function main(): void {
  const [source] = process.argv.slice(2);
  if (!source) throw new Error('Usage: sample-squad-train.ts path/to/train-v1.1.json');
  const articles = completeArticles(readFileSync(source, 'utf8'));
  const random = randomFrom(SEED);
  const order = shuffled(
    [...articles].sort((a, b) => (a.title < b.title ? -1 : 1)),
    random,
  );
  const present = order.slice(0, ARTICLES_PER_PART);
  const absent = order.slice(ARTICLES_PER_PART);
  const answerable = answerableOf(present, random);
  const unanswerable = absentOf(absent, random, new Set(), QUESTIONS_PER_ABSENT_ARTICLE);
  const root = resolve(import.meta.dirname, '../../..');
  const part = {
    source: `SQuAD v1.1 training set (Rajpurkar et al. 2016), CC BY-SA 4.0: ${articles.length} articles`,
    seed: SEED,
    articles: present.map(articleOf),
    answerable,
    unanswerable,
  };
  writeFileSync(
    resolve(root, 'bench/calibration/held-out/squad-held-out.json'),
    `${JSON.stringify(part, null, 2)}\n`,
  );
}

main();
