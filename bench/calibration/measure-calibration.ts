import { randomUUID } from 'node:crypto';
import { ANONYMOUS_ID_HEADER, ChatResponseSchema, type ChatResponse } from '@polymath/shared';
import { startFakeSearxng } from '../../apps/server/test/peers/fake-searxng';
import { startFakeWikipedia } from '../../apps/server/test/peers/fake-wikipedia';
import { startServer } from '../../e2e/fixtures/server-process';
import { printFigure } from '../lib/report';
import { SERVER_READY_TIMEOUT_MS } from '../lib/server-start';
import {
  badgeOf,
  printCalibrationFigures,
  printCalibrationTable,
  type JudgedAnswer,
} from './calibration-table';
import type { CalibrationQuestion } from './calibration-question';
import { CALIBRATION_ARTICLES } from './encyclopedia-articles';
import { declines } from './judges';
import { buildCalibrationQuestions } from './questions';
import { printSquadFigures } from './squad-figures';
import { calibrationSearchAnswers } from './web-results';

// Every question is a new guest from 127.0.0.1, many a second: no address-wide or pace limit.
const NO_GUEST_LIMITS = {
  GUEST_ADDRESS_MESSAGE_LIMIT: '1000000',
  CHAT_BURST_MESSAGES: '1000000',
  CHAT_MESSAGES_PER_MINUTE: '1000000',
};

/** Asks POST /api/chat as a new guest (nothing learned from earlier questions colours the answer). */
async function ask(baseUrl: string, question: string): Promise<ChatResponse> {
  const response = await fetch(`${baseUrl}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [ANONYMOUS_ID_HEADER]: randomUUID() },
    body: JSON.stringify({ message: question }),
  });
  const body = await response.text();
  if (!response.ok) {
    throw new Error(`POST /api/chat answered ${response.status}: ${body.slice(0, 200)}`);
  }
  return ChatResponseSchema.parse(JSON.parse(body));
}

async function judgeAll(
  baseUrl: string,
  questions: readonly CalibrationQuestion[],
): Promise<{ answers: JudgedAnswer[]; failed: number }> {
  const answers: JudgedAnswer[] = [];
  let failed = 0;
  for (const question of questions) {
    try {
      const reply = await ask(baseUrl, question.text);
      answers.push({
        question,
        answer: reply.message,
        confidence: reply.verification.confidence,
        badge: badgeOf(reply.verification),
        isCorrect: question.judge(reply.message),
        isDeclined: declines(reply.message),
        firstSource: reply.sources[0]?.source,
      });
    } catch (error) {
      // A failed request has no badge to judge; it is counted apart, not as a wrong answer.
      failed += 1;
      console.error(`${question.text}: ${(error as Error).message}`);
    }
  }
  return { answers, failed };
}

/**
 * Asks every calibration question of `questions.ts` on a freshly started server whose
 * encyclopedia and web search are local stand-ins, judges each answer, and prints per badge how
 * often the answers under it were right, the SQuAD parts' own figures, then the table.
 */
export async function measureCalibration(): Promise<void> {
  const questions = buildCalibrationQuestions(new Date());
  const wikipedia = await startFakeWikipedia({ articles: CALIBRATION_ARTICLES });
  const search = await startFakeSearxng();
  try {
    for (const { phrase, results } of calibrationSearchAnswers(search.baseUrl)) {
      search.answer(phrase, results);
    }
    const server = await startServer({
      env: {
        WIKIPEDIA_BASE_URL: wikipedia.baseUrl,
        SEARXNG_URL: search.baseUrl,
        // The stand-in engine is on 127.0.0.1, as an operator's own SearXNG would be: its origin
        // is trusted because SEARXNG_URL names it.
        ...NO_GUEST_LIMITS,
      },
      readyTimeoutMs: SERVER_READY_TIMEOUT_MS,
    });
    try {
      const { answers, failed } = await judgeAll(server.baseUrl, questions);
      printCalibrationFigures(answers);
      if (failed > 0) printFigure('calibration-failed', failed, 'requests');
      printSquadFigures(answers);
      printCalibrationTable(answers);
    } finally {
      await server.stop();
    }
  } finally {
    await Promise.all([wikipedia.close(), search.close()]);
  }
}
