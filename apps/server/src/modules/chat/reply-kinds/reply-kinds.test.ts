import type { ChatRequest } from '@polymath/shared';
import { describe, expect, it } from 'vitest';
import { fixedKnowledge, knowledgeHit } from '../../../../test/chat-doubles';
import { readMessage } from '../../../text/message-reading';
import type { KnowledgeHit, ReplyKind } from '../chat.ports';
import { lookupThroughKinds, writtenReplyOf } from './reply-kinds';

const filed = knowledgeHit({ kind: 'file', title: 'notes.pdf', sourceUrl: 'file:1' });
const headline = knowledgeHit({ kind: 'news', title: 'Headline', sourceUrl: 'https://news/1' });
const article = knowledgeHit();

/** A kind that takes the messages containing `word`, answering from `hits`. */
function kindFor(word: string, hits: KnowledgeHit[]): ReplyKind {
  return {
    findSources: (question) => Promise.resolve(question.text.includes(word) ? hits : undefined),
  };
}

function request(message: string): ChatRequest {
  return {
    message,
    generationMode: 'chat',
    codingMode: 'off',
    conversationHistory: [],
    regenerate: false,
  };
}

describe('reply kinds', () => {
  const kinds = [kindFor('file', [filed]), kindFor('news', [headline]), kindFor('latest', [])];
  const lookup = lookupThroughKinds(kinds, fixedKnowledge([article]));

  it('answers a question from the first kind that takes it, alone', async () => {
    expect(await lookup.findOrLearn(readMessage('news in my file'))).toEqual([filed]);
    expect(await lookup.findOrLearn(readMessage('the news today'))).toEqual([headline]);
  });

  it('keeps a question its kind found nothing for from the general lookup', async () => {
    expect(await lookup.findOrLearn(readMessage('the latest on tides'))).toEqual([]);
  });

  it('sends a question no kind takes to the general lookup', async () => {
    expect(await lookup.findOrLearn(readMessage('Tell me about the Eiffel Tower'))).toEqual([
      article,
    ]);
  });

  it('takes the written reply of the first kind that writes one', () => {
    const writers: ReplyKind[] = [
      {},
      {
        writeReply: (asked) => (asked.message.startsWith('draw') ? 'No pictures here.' : undefined),
      },
      { writeReply: () => 'Everything else.' },
    ];
    expect(writtenReplyOf(writers, request('draw a cat'))).toBe('No pictures here.');
    expect(writtenReplyOf(writers, request('hello'))).toBe('Everything else.');
    expect(writtenReplyOf([], request('hello'))).toBeUndefined();
  });
});
