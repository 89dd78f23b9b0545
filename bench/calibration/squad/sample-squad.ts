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
 * Draws the encyclopedia questions of the calibration from SQuAD v1.1's development set: a seeded
 * random sample of its Wikipedia articles, the questions crowd workers wrote about them, split in
 * three tuning parts (the first of which the server's tests use); each of the later two was drawn
 * as the held-out part and became a tuning part once its answers were read. The held-out part
 * now comes from the training set (sample-squad-train.ts). The rule is in ./README.md; run it
 * again and it writes the same files:
 *
 *   npx tsx bench/calibration/squad/sample-squad.ts path/to/dev-v1.1.json
 */

/** The seed of the draw: the number of the issue that asked for it. */
const SEED = 26;

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
  // since its old absent articles now make the third part.
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
    'bench/calibration/squad/squad-tuning-3.json',
    heldOut,
    answerableOf(heldOut, random).filter((question) => !askedBefore.has(question.id)),
    absentOf(heldOutAbsent, random, askedBefore),
  );
}

main();
