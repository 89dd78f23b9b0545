import { describe, expect, it } from 'vitest';
import {
  type OutOfReachRequest,
  outOfReachAnswer,
  outOfReachRequestOf,
  outOfReachSkill,
  quizRequestSkill,
} from './out-of-reach';
import type { Skill } from './skill';

const context = { sources: [] };

/** Each question read as a request of `kind`. */
function expectKind(questions: string[], kind: OutOfReachRequest['kind']) {
  for (const question of questions) {
    expect(outOfReachRequestOf(question), question).toMatchObject({ kind });
  }
}

describe('requests the built-in engine cannot fulfil', () => {
  it('recognises a quiz, with the topic it is on', () => {
    expect(
      outOfReachRequestOf('Quiz me with five questions on the causes of the First World War'),
    ).toEqual({ kind: 'quiz', topic: 'the causes of the First World War' });
    expectKind(
      [
        'Can you quiz me on French verbs?',
        'Give me a short multiple-choice quiz about volcanoes',
        'Make 10 practice questions on fractions',
        'Please write five questions about the Roman Empire',
        'Test my knowledge of the periodic table',
        'Ask me three questions about photosynthesis',
        'Create flashcards for Spanish vocabulary',
      ],
      'quiz',
    );
    expect(outOfReachRequestOf('Quiz me on it')).toEqual({ kind: 'quiz' });
  });

  it('recognises a question about the weather now or somewhere', () => {
    expect(outOfReachRequestOf("What's the weather in Paris?")).toEqual({
      kind: 'weather',
      place: 'Paris',
    });
    expect(outOfReachRequestOf('What will the weather be like in New York tomorrow?')).toEqual({
      kind: 'weather',
      place: 'New York',
    });
    expectKind(
      [
        'what is the weather',
        'Will it rain tomorrow?',
        "What's the temperature outside right now?",
        'Weather forecast for tomorrow please',
        'How is the weather in my city?',
        'Is it raining in London?',
      ],
      'weather',
    );
  });

  it('recognises live figures asked as they stand now', () => {
    expectKind(
      [
        'What is the stock price of Apple right now?',
        "What's Tesla's share price?",
        'What is the current price of bitcoin?',
        'What is the exchange rate of the euro to the dollar today?',
        "What's the score of the Arsenal match right now?",
        'Who won the game last night?',
        'How is the traffic on the M25 right now?',
      ],
      'live-figures',
    );
  });

  it('leaves ordinary questions to the skills that answer them', () => {
    for (const question of [
      'What is weather?',
      'How does weather forecasting work?',
      'What is the weather like in Paris in July?',
      'What is the weather like on Mars?',
      'What is the temperature of the Sun?',
      'What is the temperature in Kelvin of absolute zero?',
      'What is climate change?',
      'What are the notable weather events and forecasts around the world today?',
      'How are the stock markets, currencies and commodities moving today?',
      'What are the latest sports results and headlines?',
      'What was the price of bread in 1800?',
      'What is an exchange rate?',
      'Who won the World Cup in 2018?',
      'What questions did Socrates ask?',
      'Write a function that generates quiz questions',
      'What is the current population of France?',
      "What is today's date?",
      'What is photosynthesis?',
      'What is a stock market crash?',
    ]) {
      expect(outOfReachRequestOf(question), question).toBeNull();
    }
  });

  it('says what it cannot do, why, and what it can do instead', () => {
    expect(outOfReachAnswer({ kind: 'quiz', topic: 'the causes of the First World War' })).toBe(
      "I can't make up questions for you: writing a quiz needs a language model, and this server answers with its built-in engine, which only answers from what it can compute or look up. You can still ask me about the causes of the First World War, and I'll answer from the sources I can find.",
    );
    expect(outOfReachAnswer({ kind: 'weather', place: 'Paris' })).toBe(
      "I can't tell you the weather in Paris: current conditions and forecasts need a live weather service, which this server doesn't have. A weather site or app will have them; I can explain how weather and climate work.",
    );
    expect(outOfReachAnswer({ kind: 'live-figures' })).toMatch(
      /^I can't give live figures such as prices, exchange rates or scores/,
    );
  });

  it('answers each request with its own skill, stating nothing a badge could vouch for', () => {
    const answer = (skill: Skill, question: string) => skill.answer({ question, context });
    expect(answer(quizRequestSkill, 'Quiz me on volcanoes')).toMatch(/^I can't make up questions/);
    expect(answer(quizRequestSkill, "What's the weather in Paris?")).toBeNull();
    expect(answer(outOfReachSkill, "What's the weather in Paris?")).toMatch(/^I can't tell you/);
    expect(answer(outOfReachSkill, 'Quiz me on volcanoes')).toBeNull();
    for (const skill of [quizRequestSkill, outOfReachSkill]) {
      expect(skill.isClaimless).toBe(true);
      expect(skill.isComputed).toBe(false);
    }
    // A language model would write a quiz; it would not know the weather either.
    expect(quizRequestSkill.needsModel).toBe(true);
    expect(outOfReachSkill.needsModel).toBeUndefined();
  });
});
