import { describe, expect, it } from 'vitest';
import { readMessage } from './message-reading';

describe('requiresWebSearch', () => {
  it.each([
    'What is photosynthesis?',
    'Who won the 2026 World Cup?',
    "What's the latest version of Node.js?",
    'What is the weather in Lisbon this week?',
    'Tell me about the Andromeda Galaxy',
    'Can you tell me about the French Revolution?',
    'How tall is Mount Kilimanjaro?',
    'Is Pluto still a planet?',
    'current price of bitcoin',
  ])('searches the web for %s', (message) => {
    expect(readMessage(message).requiresWebSearch).toBe(true);
  });

  it.each([
    'What is 15% of 240?',
    'Convert 5 miles to kilometers',
    "What is today's date?",
    'What time is it now?',
    'Hello!',
    'thanks, that was great',
    'What can Polymath do?',
    'What can you do?',
    'Write a poem about the sea',
    'Translate "good morning" into French',
    'derivative of x^3 + 2x',
    `Please summarise this: ${'The committee met and agreed on many things. '.repeat(20)}`,
  ])('answers %s without searching', (message) => {
    expect(readMessage(message).requiresWebSearch).toBe(false);
  });
});
