import { generateText, streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import type { PolymathSource } from '../adapters/ai/polymath-context';
import { toProviderOptions } from '../adapters/ai/polymath-context';
import { BuiltInLanguageModel } from './built-in-language-model';

const model = new BuiltInLanguageModel();

const eiffel: PolymathSource = {
  title: 'Eiffel Tower',
  content:
    'The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France. ' +
    'It is named after the engineer Gustave Eiffel, whose company designed and built the tower from 1887 to 1889. ' +
    'Paris hosts many museums.',
  excerpt:
    'The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France.',
  reliability: 0.94,
  sourceUrl: 'https://en.wikipedia.org/wiki/Eiffel_Tower',
};

describe('built-in language model', () => {
  it('streams the answer in word chunks through streamText', async () => {
    const result = streamText({ model, prompt: 'What is 15% of 240?' });
    const chunks: string[] = [];
    for await (const chunk of result.textStream) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join('')).toBe('15% of 240 = 0.15 × 240 = **36**');
    expect(await result.finishReason).toBe('stop');
    expect(await result.providerMetadata).toEqual({
      polymath: {
        computed: true,
        skill: 'math',
        unanswered: false,
        claimless: false,
        needsModel: false,
      },
    });
  });

  it('answers the last user message of a conversation through generateText', async () => {
    const { text } = await generateText({
      model,
      system: 'You are Polymath.',
      messages: [
        { role: 'user', content: 'What is 2^10?' },
        { role: 'assistant', content: '2^10 = **1024**' },
        { role: 'user', content: 'convert 5 km to miles' },
      ],
    });
    expect(text).toBe('5 km = **3.10686 miles**');
  });

  it('answers from the sources in the polymath provider options, with citations', async () => {
    const { text } = await generateText({
      model,
      prompt: 'Who designed the Eiffel Tower?',
      providerOptions: toProviderOptions({ sources: [eiffel] }),
    });
    expect(text).toContain('named after the engineer Gustave Eiffel');
    expect(text).toContain('[1]');
    expect(text).not.toContain('museums');
  });

  it('marks recalled answers as not computed, with the sentence they lead with, in the step metadata', async () => {
    const result = streamText({
      model,
      prompt: 'Who designed the Eiffel Tower?',
      providerOptions: toProviderOptions({ sources: [eiffel] }),
    });
    const stepMetadata: unknown[] = [];
    for await (const part of result.fullStream) {
      if (part.type === 'finish-step') stepMetadata.push(part.providerMetadata);
    }
    expect(stepMetadata).toEqual([
      {
        polymath: {
          computed: false,
          skill: 'knowledge',
          unanswered: false,
          claimless: false,
          needsModel: false,
          citation: {
            sourceNumber: 1,
            sentence: expect.stringContaining('Eiffel') as string,
            support: expect.any(Number) as number,
          },
        },
      },
    ]);
  });

  it('uses the time zone and clock of the call context', async () => {
    const { text } = await generateText({
      model,
      prompt: "What is today's date?",
      providerOptions: toProviderOptions({
        sources: [],
        timeZone: 'Pacific/Auckland',
        now: '2026-06-30T13:00:00.000Z',
      }),
    });
    expect(text).toBe('Today is **Wednesday, July 1, 2026** (Pacific/Auckland).');
  });

  it('admits it cannot write without a language model', async () => {
    const { text } = await generateText({ model, prompt: 'Write a sonnet about autumn.' });
    expect(text).toContain('composing text needs a language model');
  });

  it.each([
    'Write a sonnet about autumn.',
    'Give me a recipe for pancakes.',
    'Explain quantum computing.',
  ])('marks its refusal of "%s" as needing a language model', async (prompt) => {
    const result = await generateText({ model, prompt });
    expect(result.providerMetadata).toMatchObject({
      polymath: { skill: 'fallback', claimless: true, needsModel: true },
    });
  });

  it('stops streaming when the call is aborted', async () => {
    const controller = new AbortController();
    const result = streamText({
      model,
      prompt: 'What can you do?',
      abortSignal: controller.signal,
    });
    const chunks: string[] = [];
    for await (const chunk of result.textStream) {
      chunks.push(chunk);
      if (chunks.length === 2) controller.abort();
    }
    const fullAnswer = (await generateText({ model, prompt: 'What can you do?' })).text;
    expect(chunks.join('').length).toBeLessThan(fullAnswer.length);
  });
});
