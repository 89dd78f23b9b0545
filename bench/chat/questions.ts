import { createSeededRandom, type SeededRandom } from '../lib/seeded-random';

/** How many questions the chat API benchmark asks. */
export const QUESTION_COUNT = 200;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const GREETINGS = [
  'Hello!',
  'Hi there',
  'Hey',
  'Good morning',
  'Good evening!',
  'How are you?',
  'Hey Polymath, how are you doing today?',
  'Thanks!',
  'Thank you, that helped a lot.',
  'Hi, how is it going?',
];

const HELP_QUESTIONS = [
  'What can you do?',
  'How do I use Study Plans?',
  'How do I switch to dark mode?',
  'What are conversation themes?',
  'Which model are you using?',
  'How many messages can a guest send?',
  'What are the limits in Polymath?',
  'How do I start a new conversation?',
  'Can Polymath help me learn to code?',
  'How do I rename a conversation in Polymath?',
  'What is Vibe-Coding in Polymath?',
  'How do rewards work in Polymath?',
];

/** Questions about the fake encyclopedia's articles, and three it has no article for. */
const ENCYCLOPEDIA_QUESTIONS = [
  'What is photosynthesis?',
  'What gas do plants release during photosynthesis?',
  'Who designed the Eiffel Tower?',
  'How tall is the Eiffel Tower?',
  'When was the Eiffel Tower built?',
  'How high is Mount Everest?',
  'Who first climbed Mount Everest?',
  'How long is the Great Barrier Reef?',
  'What threatens the Great Barrier Reef?',
  'Who was Marie Curie?',
  'Which elements did Marie Curie discover?',
  'When did Marie Curie win the Nobel Prize in chemistry?',
  'Who created the Python programming language?',
  'What is Python used for?',
  'When was Python first released?',
  'When did the Roman Empire begin?',
  'When did the Western Roman Empire end?',
  'What is a black hole?',
  'How do black holes form?',
  'What is an event horizon?',
  'When was the first image of a black hole published?',
  'Explain photosynthesis simply.',
  'Who won the 1954 Tour de France?',
  'What is the population of Ulaanbaatar?',
  'Who invented the accordion?',
];

function arithmetic(random: SeededRandom): string {
  const a = random.integer(2, 999);
  const b = random.integer(2, 99);
  return random.pick([
    `What is ${a} + ${b}?`,
    `What is ${a} * ${b}?`,
    `calculate ${a * b} divided by ${b}`,
    `What is sqrt(${b * b})?`,
    `(${a} + ${b}) * ${random.integer(2, 9)}`,
    `2^${random.integer(2, 20)}`,
    `what is ${a} x ${b}`,
    `${a} - ${b} * 3`,
  ]);
}

function percentage(random: SeededRandom): string {
  const percent = random.integer(1, 95);
  const amount = random.integer(20, 5000);
  return random.pick([
    `What is ${percent}% of ${amount}?`,
    `${random.integer(1, amount)} is what percentage of ${amount}?`,
    `increase ${amount} by ${percent}%`,
    `decrease ${amount} by ${percent} percent`,
    `what percent is ${random.integer(1, amount)} of ${amount}`,
  ]);
}

function unitConversion(random: SeededRandom): string {
  const amount = random.integer(1, 500);
  return random.pick([
    `convert ${amount} km to miles`,
    `${amount} F in C`,
    `${amount} feet to cm`,
    `What is ${amount} kg in pounds?`,
    `how many cm are in ${amount} inches?`,
    `convert ${amount} degrees celsius to fahrenheit`,
    `convert ${amount} liters to gallons`,
    `${amount} miles in km`,
  ]);
}

function algebra(random: SeededRandom): string {
  const a = random.integer(2, 9);
  const x = random.integer(-20, 40);
  const b = random.integer(1, 50);
  return random.pick([
    `Solve ${a}x + ${b} = ${a * x + b}`,
    `solve for y: ${a}y - ${b} = ${a * x - b}`,
    `simplify ${a}x + ${b}x`,
    `What is the derivative of x^${a} + ${b}x?`,
  ]);
}

function dates(random: SeededRandom): string {
  const month = random.pick(MONTHS);
  const day = random.integer(1, 28);
  const year = random.integer(2020, 2030);
  return random.pick([
    'What day is it today?',
    'What time is it?',
    'How many days until Christmas?',
    `How many days between January 1, ${year} and ${month} ${day}, ${year}?`,
    `What date is it ${random.integer(2, 400)} days from now?`,
    `What day of the week is ${month} ${day}, ${year}?`,
  ]);
}

/**
 * The questions, always the same ones in the same order: arithmetic, percentages, unit conversions,
 * algebra, dates, greetings, help about Polymath and encyclopedia questions, interleaved so that no
 * single skill's speed dominates a stretch of the run.
 */
export function buildBenchmarkQuestions(): string[] {
  const random = createSeededRandom(20_261_122);
  const generated: Array<() => string> = [
    () => arithmetic(random),
    () => percentage(random),
    () => unitConversion(random),
    () => algebra(random),
    () => dates(random),
  ];
  const fixed = [GREETINGS, HELP_QUESTIONS, ENCYCLOPEDIA_QUESTIONS];
  const questions: string[] = [];
  for (let index = 0; questions.length < QUESTION_COUNT; index += 1) {
    // Three fixed lists and five generators take turns, so each kind is about an eighth of the run.
    const turn = index % (generated.length + fixed.length);
    if (turn < generated.length) {
      questions.push(generated[turn]!());
    } else {
      const list = fixed[turn - generated.length]!;
      questions.push(list[Math.floor(index / 8) % list.length]!);
    }
  }
  return questions;
}
