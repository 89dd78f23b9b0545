import type { ConfidenceLevel, GapType } from './phrasing';

/**
 * Realistic user messages with what the analysis must find in them: the topics (each with its
 * category; the analysis may find more), whether it asks something, the confidence level, the gap
 * type of its phrasing, and whether it shows confusion (a gap from the message alone).
 */
export interface AnalysedMessageCase {
  message: string;
  topics: Record<string, string>;
  isQuestion: boolean;
  confidenceLevel: ConfidenceLevel;
  gapType: GapType;
  isConfused: boolean;
}

const CS = 'Computer Science';
const FINANCE = 'Economics and Finance';
const SPACE = 'Earth and Space';
const MIND = 'Philosophy and Psychology';
const WRITING = 'Literature and Writing';

export const ANALYSED_MESSAGES: AnalysedMessageCase[] = [
  {
    message: 'What is a closure in JavaScript?',
    topics: { closure: CS, javascript: CS },
    isQuestion: true,
    confidenceLevel: 'novice',
    gapType: 'concept',
    isConfused: false,
  },
  {
    message: "I still don't understand how photosynthesis works in plants",
    topics: { photosynthesis: 'Biology', plant: 'Biology' },
    isQuestion: true,
    confidenceLevel: 'novice',
    gapType: 'concept',
    isConfused: true,
  },
  {
    message: 'Can you compare Rust and Go for building web servers, and the trade-offs?',
    topics: { rust: CS, 'web server': CS },
    isQuestion: true,
    confidenceLevel: 'advanced',
    gapType: 'comparison',
    isConfused: false,
  },
  {
    message: "Explain the French Revolution like I'm five",
    topics: { 'french revolution': 'History' },
    isQuestion: true,
    confidenceLevel: 'novice',
    gapType: 'concept',
    isConfused: false,
  },
  {
    message: 'What were the causes of World War II?',
    topics: { 'world war ii': 'History' },
    isQuestion: true,
    confidenceLevel: 'novice',
    gapType: 'concept',
    isConfused: false,
  },
  {
    message: 'How do I optimise a SQL query with many joins on PostgreSQL?',
    topics: { 'sql query': CS, postgresql: CS },
    isQuestion: true,
    confidenceLevel: 'advanced',
    gapType: 'application',
    isConfused: false,
  },
  {
    message: 'What is machine learning and how do neural networks learn?',
    topics: { 'machine learning': CS, 'neural network': CS },
    isQuestion: true,
    confidenceLevel: 'novice',
    gapType: 'concept',
    isConfused: false,
  },
  {
    message: "I'm new to Spanish, how do I conjugate regular verbs?",
    topics: { spanish: 'Languages', 'regular verb': 'Languages' },
    isQuestion: true,
    confidenceLevel: 'novice',
    gapType: 'application',
    isConfused: false,
  },
  {
    message: 'How does compound interest work for retirement savings?',
    topics: { 'compound interest': FINANCE, 'retirement saving': FINANCE },
    isQuestion: true,
    confidenceLevel: 'novice',
    gapType: 'concept',
    isConfused: false,
  },
  {
    message: 'Tell me about black holes and the event horizon',
    topics: { 'black hole': SPACE, 'event horizon': SPACE },
    isQuestion: true,
    confidenceLevel: 'intermediate',
    gapType: 'concept',
    isConfused: false,
  },
  {
    message: "What's the difference between mitosis and meiosis?",
    topics: { mitosis: 'Biology', meiosis: 'Biology' },
    isQuestion: true,
    confidenceLevel: 'intermediate',
    gapType: 'comparison',
    isConfused: false,
  },
  {
    message: "Why doesn't my React useEffect hook run after the state changes?",
    topics: { 'useeffect hook': CS },
    isQuestion: true,
    confidenceLevel: 'novice',
    gapType: 'troubleshooting',
    isConfused: true,
  },
  {
    message: 'What are the pros and cons of index funds versus individual stocks?',
    topics: { 'index fund': FINANCE, 'individual stock': FINANCE },
    isQuestion: true,
    confidenceLevel: 'intermediate',
    gapType: 'comparison',
    isConfused: false,
  },
  {
    message: 'How do I solve a quadratic equation step by step?',
    topics: { 'quadratic equation': 'Mathematics' },
    isQuestion: true,
    confidenceLevel: 'intermediate',
    gapType: 'application',
    isConfused: false,
  },
  {
    message:
      'What is the time complexity of quicksort and how can I optimise the pivot choice for sorted input?',
    topics: { 'time complexity': CS, quicksort: CS },
    isQuestion: true,
    confidenceLevel: 'advanced',
    gapType: 'application',
    isConfused: false,
  },
  {
    message: "I'm confused about covalent bonds and ionic bonds",
    topics: { 'covalent bond': 'Chemistry', 'ionic bond': 'Chemistry' },
    isQuestion: true,
    confidenceLevel: 'novice',
    gapType: 'concept',
    isConfused: true,
  },
  {
    message: 'How did the Roman Empire fall?',
    topics: { 'roman empire': 'History' },
    isQuestion: true,
    confidenceLevel: 'intermediate',
    gapType: 'concept',
    isConfused: false,
  },
  {
    message: 'Who was Napoleon Bonaparte?',
    topics: { 'napoleon bonaparte': 'History' },
    isQuestion: true,
    confidenceLevel: 'intermediate',
    gapType: 'concept',
    isConfused: false,
  },
  {
    message: 'Can you recommend a good novel by Jane Austen?',
    topics: { novel: WRITING, 'jane austen': WRITING },
    isQuestion: true,
    confidenceLevel: 'intermediate',
    gapType: 'concept',
    isConfused: false,
  },
  {
    message: 'How does inflation affect interest rates set by the central bank?',
    topics: { inflation: FINANCE, 'interest rate': FINANCE, 'central bank': FINANCE },
    isQuestion: true,
    confidenceLevel: 'intermediate',
    gapType: 'concept',
    isConfused: false,
  },
  {
    message: 'What is the Pythagorean theorem?',
    topics: { 'pythagorean theorem': 'Mathematics' },
    isQuestion: true,
    confidenceLevel: 'novice',
    gapType: 'concept',
    isConfused: false,
  },
  {
    message: 'Explain quantum entanglement in simple terms',
    topics: { 'quantum entanglement': 'Physics' },
    isQuestion: true,
    confidenceLevel: 'novice',
    gapType: 'concept',
    isConfused: false,
  },
  {
    message: 'How do I write a strong thesis statement for my history essay?',
    topics: { 'thesis statement': WRITING },
    isQuestion: true,
    confidenceLevel: 'intermediate',
    gapType: 'application',
    isConfused: false,
  },
  {
    message: 'What are the basics of music theory for guitar chords?',
    topics: { 'music theory': 'Arts and Music', 'guitar chord': 'Arts and Music' },
    isQuestion: true,
    confidenceLevel: 'novice',
    gapType: 'concept',
    isConfused: false,
  },
  {
    message: 'How much sleep does an adult need for good mental health?',
    topics: { sleep: 'Health and Medicine', 'mental health': 'Health and Medicine' },
    isQuestion: true,
    confidenceLevel: 'intermediate',
    gapType: 'concept',
    isConfused: false,
  },
  {
    message: 'What did Kant mean by the categorical imperative?',
    topics: { kant: MIND, 'categorical imperative': MIND },
    isQuestion: true,
    confidenceLevel: 'intermediate',
    gapType: 'concept',
    isConfused: false,
  },
  {
    message: 'How do plate tectonics cause earthquakes?',
    topics: { 'plate tectonics': SPACE, earthquake: SPACE },
    isQuestion: true,
    confidenceLevel: 'intermediate',
    gapType: 'concept',
    isConfused: false,
  },
  {
    message: 'What is the capital of Australia?',
    topics: { australia: 'Geography' },
    isQuestion: true,
    confidenceLevel: 'novice',
    gapType: 'concept',
    isConfused: false,
  },
  {
    message: "How can I improve my startup's marketing strategy with a small budget?",
    topics: { startup: 'Business', strategy: 'Business' },
    isQuestion: true,
    confidenceLevel: 'intermediate',
    gapType: 'application',
    isConfused: false,
  },
  {
    message: "I'm struggling with the subjunctive in French, it makes no sense to me",
    topics: { subjunctive: 'Languages' },
    isQuestion: true,
    confidenceLevel: 'intermediate',
    gapType: 'concept',
    isConfused: true,
  },
  {
    message: "What's the best way to learn Japanese kanji?",
    topics: { 'japanese kanji': 'Languages' },
    isQuestion: true,
    confidenceLevel: 'novice',
    gapType: 'concept',
    isConfused: false,
  },
  {
    message: 'How do I use async and await with promises in TypeScript?',
    topics: { async: CS, typescript: CS },
    isQuestion: true,
    confidenceLevel: 'intermediate',
    gapType: 'application',
    isConfused: false,
  },
  {
    message: 'I love hiking in the mountains on weekends.',
    topics: { mountain: 'Geography' },
    isQuestion: false,
    confidenceLevel: 'intermediate',
    gapType: 'concept',
    isConfused: false,
  },
  {
    message: 'Thanks, that was helpful!',
    topics: {},
    isQuestion: false,
    confidenceLevel: 'intermediate',
    gapType: 'concept',
    isConfused: false,
  },
];
