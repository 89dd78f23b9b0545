import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { splitSentences } from '../../apps/server/src/text/sentences';
import type { FakeArticle } from '../../apps/server/test/peers/fake-wikipedia';
import { inCategory, type CalibrationQuestion } from './calibration-question';
import { answersOrDeclines, declines, type Judge, normaliseAnswer } from './judges';

/*
 * SQuAD's crowd-written questions on a random sample of Wikipedia articles (squad/README.md): three
 * tuning parts (the server's tests ask the first) and a held-out part, which only this benchmark
 * reads. Each part has questions on the articles the stand-in encyclopedia holds and questions on
 * articles it lacks, which must be declined.
 */

const SquadQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  answers: z.array(z.string()).min(1),
  article: z.string(),
});
const SquadPartSchema = z.object({
  articles: z.array(z.object({ title: z.string(), extract: z.string() })),
  answerable: z.array(SquadQuestionSchema),
  unanswerable: z.array(SquadQuestionSchema),
});
type SquadPart = z.infer<typeof SquadPartSchema>;

const PARTS = {
  tuning: '../../apps/server/test/fixtures/squad/squad-tuning.json',
  'tuning-2': './squad/squad-tuning-2.json',
  'tuning-3': './squad/squad-tuning-3.json',
  'held-out': './held-out/squad-held-out.json',
} as const;

function readPart(name: keyof typeof PARTS): SquadPart {
  const path = fileURLToPath(new URL(PARTS[name], import.meta.url));
  return SquadPartSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}

/** SQuAD's answer normalisation: lower case, no punctuation or articles, single spaces. */
function squadForm(text: string): string {
  return normaliseAnswer(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\b(a|an|the)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Right when the answer does not decline and its first sentence (what the answer leads with)
 * holds one of the crowd's answers, as SQuAD normalises them.
 */
function leadsWith(answers: string[]): Judge {
  return (answer) => {
    if (declines(answer)) return false;
    const lead = squadForm(splitSentences(answer)[0] ?? '');
    return answers.some((expected) => lead.includes(squadForm(expected)));
  };
}

/** Right when it declines, or gives the crowd's answer from somewhere else. */
function declinesOrSays(answers: string[]): Judge {
  return answersOrDeclines((answer) =>
    answers.some((expected) => squadForm(answer).includes(squadForm(expected))),
  );
}

function questionsOf(name: keyof typeof PARTS): CalibrationQuestion[] {
  const part = readPart(name);
  return [
    ...inCategory(
      `squad-${name}`,
      part.answerable.map(({ question, answers, article }) => ({
        text: question,
        judge: leadsWith(answers),
        article,
      })),
    ),
    ...inCategory(
      `squad-${name}-absent`,
      part.unanswerable.map(({ question, answers }) => ({
        text: question,
        judge: declinesOrSays(answers),
      })),
    ),
  ];
}

/** The SQuAD questions of every part. */
export function squadQuestions(): CalibrationQuestion[] {
  return (Object.keys(PARTS) as (keyof typeof PARTS)[]).flatMap(questionsOf);
}

/** The articles of every part, for the stand-in encyclopedia. */
export function squadArticles(): FakeArticle[] {
  return (Object.keys(PARTS) as (keyof typeof PARTS)[]).flatMap((name) => readPart(name).articles);
}
