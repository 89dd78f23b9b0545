import { describe, expect, it } from 'vitest';
import { isGenericTopic, isGenericWord } from './generic-words';
import { extractNounPhrases } from './noun-phrases';

describe('extractNounPhrases: titles', () => {
  it.each([
    ['Can you summarise Pride and Prejudice for me?', 'pride and prejudice'],
    ['What is War and Peace about?', 'war and peace'],
    ['Tell me about the Lord of the Rings', 'lord of the rings'],
    ['Who won the Battle of Hastings?', 'battle of hastings'],
    ['Who wrote Beauty and the Beast?', 'beauty and the beast'],
    ['Pride and Prejudice summary please', 'pride and prejudice'],
  ])('keeps the title in "%s" whole', (text, title) => {
    expect(extractNounPhrases(text)).toEqual([title]);
  });

  it('keeps a title that runs on after "and the" whole', () => {
    expect(extractNounPhrases('Who wrote Harry Potter and the Chamber of Secrets?')).toEqual([
      'harry potter and the chamber of secrets',
    ]);
  });

  it.each([
    ['Compare Python and Java for beginners', ['python', 'java']],
    ['What is the difference between Cats and Dogs?', ['cats', 'dogs']],
    ['Which is older, France and Spain?', ['france', 'spain']],
    ['What is photosynthesis and respiration?', ['photosynthesis', 'respiration']],
    ['How Does Photosynthesis And Respiration Work?', ['photosynthesis', 'respiration']],
  ])('keeps names, compared things and lower-case words apart in "%s"', (text, phrases) => {
    expect(extractNounPhrases(text)).toEqual(phrases);
  });
});

describe('extractNounPhrases: everyday words', () => {
  it.each([
    'What happened in this conversation?',
    'Help me make a week plan',
    'What year is it?',
    'My manager wants a plan for next year',
    'Can you remind my boss on Friday?',
  ])('finds no topic in "%s"', (text) => {
    expect(extractNounPhrases(text)).toEqual([]);
  });

  it('keeps a subject with an everyday word in it', () => {
    expect(extractNounPhrases('How do I write a business plan?')).toEqual(['business plan']);
    expect(extractNounPhrases('Why is 2024 a leap year?')).toEqual(['leap year']);
  });

  it('does not make a topic of what someone does', () => {
    expect(extractNounPhrases('My boss asking for a report by Friday, how do I write it?')).toEqual(
      ['report'],
    );
  });

  it('keeps a field named by a gerund', () => {
    expect(extractNounPhrases('Explain machine learning to me')).toEqual(['machine learning']);
    expect(extractNounPhrases('Tips for better decision making')).toEqual(['decision making']);
    expect(extractNounPhrases('How do I get into urban planning?')).toEqual(['urban planning']);
  });

  it('leaves the verb of a question with "do" out of its subject', () => {
    expect(extractNounPhrases('What year did the Berlin wall fall?')).toEqual(['berlin wall']);
    expect(extractNounPhrases('Why did the Roman Empire fall?')).toEqual(['roman empire']);
  });

  it('tells generic words and stored topics apart from subjects', () => {
    expect(['boss', 'years', 'friday', 'asking', 'conversations'].every(isGenericWord)).toBe(true);
    expect(['photosynthesis', 'business', 'report'].some(isGenericWord)).toBe(false);
    expect(['year', 'week plan', 'this conversation', 'boss asking'].every(isGenericTopic)).toBe(
      true,
    );
    expect(['leap year', 'business plan', 'berlin wall'].some(isGenericTopic)).toBe(false);
  });
});
