import { describe, expect, it } from 'vitest';
import { extractContext } from './context-extraction';

describe('extractContext', () => {
  it('takes the body of each fenced code block as a code snippet', () => {
    const context = extractContext(
      'Why does this fail?\n```ts\nconst a = 1;\n```\nand\n```\nx()\n```',
    );
    expect(context.codeSnippets).toEqual(['const a = 1;', 'x()']);
  });

  it('ignores words inside code when looking for concepts', () => {
    expect(extractContext('```\nfunction f() {}\n```').concepts).toEqual([]);
  });

  it('finds concepts from the vocabulary as whole words only', () => {
    const context = extractContext('Is recursion faster than a loop in machine learning? Rapid!');
    expect(context.concepts).toEqual(expect.arrayContaining(['recursion', 'machine learning']));
    expect(context.concepts).not.toContain('api');
  });

  it("keeps 'I prefer…' and 'I like…' as preferences, not 'I'd like'", () => {
    const context = extractContext(
      "I prefer TypeScript over JavaScript. I like short answers. I'd like to know more.",
    );
    expect(context.userPreferences).toEqual([
      'I prefer TypeScript over JavaScript',
      'I like short answers',
    ]);
  });

  it("keeps 'my project…' and 'I'm building…' as project details", () => {
    const context = extractContext("My project is a budget app. I'm building it with React.");
    expect(context.projectDetails).toEqual([
      'My project is a budget app',
      "I'm building it with React",
    ]);
  });

  it('reads curly apostrophes like straight ones', () => {
    expect(extractContext('I\u2019m building a game.').projectDetails).toEqual([
      "I'm building a game",
    ]);
  });

  it('finds learning topics after learning phrases, without fillers', () => {
    const context = extractContext(
      'Can you explain how recursion works? I want to learn about the French Revolution.',
    );
    expect(context.learningTopics).toEqual(['recursion', 'french revolution']);
  });

  it('finds relationships between things', () => {
    const context = extractContext(
      'React depends on JavaScript. What is the difference between TCP and UDP?',
    );
    expect(context.relationships).toEqual([
      'React depends on JavaScript',
      'difference between TCP and UDP',
    ]);
  });

  it('finds capitalised names that do not open a sentence', () => {
    const context = extractContext('Yesterday I flew to New York with Alice, Bob and NASA staff.');
    expect(context.entities).toEqual(['New York', 'Alice', 'Bob', 'NASA']);
  });

  it.each([
    ['This is so frustrating, it still does not work', 'frustrated'],
    ["Wow, I can't wait to try it", 'excited'],
    ['Thanks, that was helpful', 'positive'],
    ['The capital of France', 'neutral'],
  ] as const)('reads the tone of %j as %s', (text, tone) => {
    expect(extractContext(text).emotionalTone).toBe(tone);
  });

  it('lets frustration outweigh praise', () => {
    expect(extractContext('Thanks, but it is still broken').emotionalTone).toBe('frustrated');
  });

  it.each([
    ["I'm a beginner, what is a variable?", 'beginner'],
    ['How do I tune concurrency and scalability in a distributed system?', 'advanced'],
    ['How do I sort a list in Python?', 'intermediate'],
  ] as const)('reads the technical level of %j as %s', (text, level) => {
    expect(extractContext(text).technicalLevel).toBe(level);
  });

  it('counts code towards an advanced level', () => {
    expect(extractContext('Optimize this:\n```\nloop()\n```').technicalLevel).toBe('advanced');
  });

  it.each([
    ['This is urgent, production is down', 'high'],
    ['No rush, just wondering about stars', 'low'],
    ['Tell me about stars', 'medium'],
  ] as const)('reads the priority of %j as %s', (text, priority) => {
    expect(extractContext(text).priority).toBe(priority);
  });
});
