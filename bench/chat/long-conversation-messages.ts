import type { SeededRandom } from '../lib/seeded-random';

/** What the chat benchmark's long conversation talks about. */
const TOPICS = [
  { subject: 'photosynthesis', field: 'biology', term: 'chlorophyll' },
  { subject: 'the French Revolution', field: 'history', term: 'the Estates-General' },
  { subject: 'binary search', field: 'computer science', term: 'a sorted array' },
  { subject: 'compound interest', field: 'personal finance', term: 'the annual rate' },
  { subject: 'plate tectonics', field: 'geology', term: 'the mantle' },
  { subject: 'React hooks', field: 'web development', term: 'useEffect' },
  { subject: 'the water cycle', field: 'earth science', term: 'evaporation' },
  { subject: 'supply and demand', field: 'economics', term: 'the equilibrium price' },
  { subject: 'Newton’s laws of motion', field: 'physics', term: 'inertia' },
  { subject: 'sourdough baking', field: 'cooking', term: 'the starter' },
] as const;

type Topic = (typeof TOPICS)[number];

const USER_TEMPLATES: Array<(topic: Topic) => string> = [
  (t) => `Can you explain ${t.subject}?`,
  (t) => `What role does ${t.term} play in ${t.subject}?`,
  (t) => `Give me a short summary of ${t.subject}.`,
  (t) => `Why does ${t.term} matter?`,
  (t) =>
    `I'm studying ${t.field} for an exam next week. Could you walk me through ${t.subject} step by step, and point out the parts students usually get wrong?`,
  (t) => `Thanks! One more thing about ${t.term}: how would you explain it to a ten-year-old?`,
  (t) => `Compare ${t.subject} with something I might already know.`,
  () => 'ok',
];

const SENTENCES: Array<(topic: Topic) => string> = [
  (t) =>
    `In ${t.field}, ${t.subject} is usually introduced early because many later ideas build on it.`,
  (t) => `The key idea is that ${t.term} changes how the whole system behaves over time.`,
  (t) =>
    `A common mistake is to treat ${t.term} as a fixed quantity when it actually depends on the context.`,
  (t) =>
    `Textbooks often describe ${t.subject} with a diagram, which helps to see the order of the steps.`,
  () => `If you remember just one thing, remember the cause and the effect, not the vocabulary.`,
  (t) =>
    `Researchers still debate some details of ${t.subject}, but the basic picture is well established.`,
  (t) => `You can check your understanding by predicting what happens when ${t.term} is doubled.`,
];

function paragraph(random: SeededRandom, topic: Topic, sentences: number): string {
  return Array.from({ length: sentences }, () => random.pick(SENTENCES)(topic)).join(' ');
}

const ASSISTANT_SHAPES: Array<(random: SeededRandom, topic: Topic) => string> = [
  (random, t) => paragraph(random, t, 1),
  (random, t) => paragraph(random, t, random.integer(3, 6)),
  (random, t) =>
    `${paragraph(random, t, 2)}\n\n${paragraph(random, t, random.integer(2, 4))}\n\n${paragraph(random, t, 2)}`,
  (random, t) =>
    `Here are the main points about **${t.subject}**:\n\n` +
    `- **Definition:** ${paragraph(random, t, 1)}\n` +
    `- **Why it matters:** ${paragraph(random, t, 1)}\n` +
    `- **Watch out for:** ${paragraph(random, t, 1)}\n\n` +
    `Let me know if you want an example.`,
  (random, t) =>
    `### ${t.subject} in three steps\n\n` +
    `1. Start with ${t.term}.\n2. ${paragraph(random, t, 1)}\n3. ${paragraph(random, t, 1)}\n\n` +
    `> ${paragraph(random, t, 1)}`,
  (random, t) =>
    `A small example in code:\n\n` +
    '```ts\n' +
    `function binarySearch(items: number[], target: number): number {\n` +
    `  let low = 0;\n  let high = items.length - 1;\n` +
    `  while (low <= high) {\n    const middle = (low + high) >> 1;\n` +
    `    if (items[middle] === target) return middle;\n` +
    `    if (items[middle] < target) low = middle + 1;\n    else high = middle - 1;\n  }\n` +
    `  return -1;\n}\n` +
    '```\n\n' +
    `${paragraph(random, t, 2)}`,
  (random, t) =>
    `| Aspect | ${t.subject} |\n| --- | --- |\n` +
    `| Field | ${t.field} |\n| Key term | ${t.term} |\n| Difficulty | ${random.pick(['easy', 'medium', 'hard'])} |\n\n` +
    paragraph(random, t, 1),
  (random, t) =>
    `The growth follows $A = P(1 + r/n)^{nt}$, where $r$ is ${t.term}.\n\n${paragraph(random, t, 3)}`,
];

/** One exchange of the long conversation: a question and its answer, with varied lengths and Markdown. */
export function createExchange(random: SeededRandom): { question: string; answer: string } {
  const topic = random.pick(TOPICS);
  return {
    question: random.pick(USER_TEMPLATES)(topic),
    answer: random.pick(ASSISTANT_SHAPES)(random, topic),
  };
}

/** Closes the last answer: text that appears nowhere else, so the page can tell the last message is in view. */
export const LAST_MESSAGE_MARKER = 'That brings us to the end of this long study session.';
