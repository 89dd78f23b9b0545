import type { ConversationTheme } from './theme.schemas';

/**
 * The built-in conversation themes (001 §3 "Theme"), in the order the dialog shows them. Premium
 * ones match PREMIUM_CONVERSATION_THEME_IDS; a test parses every theme with ConversationThemeSchema.
 */
export const CONVERSATION_THEMES: readonly ConversationTheme[] = [
  {
    id: 'business-strategy',
    title: 'Business Strategy',
    description: 'Plan, position and grow a business with structured strategic thinking.',
    category: 'business',
    premium: false,
    starters: [
      'Help me write a one-page business plan for a small online store.',
      'Run a SWOT analysis for a local coffee shop facing a new chain competitor.',
      'What pricing strategies suit a subscription software product, and when does each work best?',
      'How do I estimate the market size for a new product idea?',
    ],
  },
  {
    id: 'creative-writing',
    title: 'Creative Writing',
    description: 'Stories, poems and scripts, from the first idea to a polished draft.',
    category: 'creative',
    premium: false,
    starters: [
      'Give me five original short story ideas with an unexpected twist.',
      'Write a poem about the first snowfall of winter, in free verse.',
      'Help me build a memorable villain with a believable motivation.',
      'How can I make the dialogue in my story sound more natural?',
    ],
  },
  {
    id: 'technical-help',
    title: 'Technical Help',
    description: 'Debug code, understand errors and choose the right tools.',
    category: 'technical',
    premium: false,
    starters: [
      'Explain the difference between a process and a thread, with an example.',
      'How do I find and fix a memory leak in a JavaScript web app?',
      'What is the best way to structure a REST API for a to-do application?',
      'Explain Git rebase versus merge and when to use each.',
    ],
  },
  {
    id: 'innovation-lab',
    title: 'Innovation Lab',
    description: 'Brainstorm bold ideas and turn them into experiments you can run.',
    category: 'creative',
    premium: true,
    starters: [
      'Brainstorm ten product ideas that combine AI with everyday household tasks.',
      'Use the SCAMPER method to reinvent the traditional umbrella.',
      'Design a small experiment to test whether people would pay for my idea.',
    ],
  },
  {
    id: 'learning-mentor',
    title: 'Learning Mentor',
    description: 'Learn any subject step by step, with explanations that fit your level.',
    category: 'learning',
    premium: false,
    starters: [
      'Explain photosynthesis as if I were twelve years old.',
      'Make me a four-week plan to learn the basics of Python.',
      'Quiz me with five questions on the causes of the First World War.',
      'What are the most effective techniques for remembering what I study?',
    ],
  },
  {
    id: 'personal-coach',
    title: 'Personal Coach',
    description: 'Set goals, build habits and stay motivated.',
    category: 'personal',
    premium: false,
    starters: [
      'Help me set three realistic goals for the next three months.',
      'How can I build a morning routine that I will actually keep?',
      'Give me practical strategies to stop procrastinating on big tasks.',
      'How do I prepare for a difficult conversation with a colleague?',
    ],
  },
  {
    id: 'rapid-insights',
    title: 'Rapid Insights',
    description: 'Quick, structured answers: summaries, comparisons and key takeaways.',
    category: 'technical',
    premium: true,
    starters: [
      'Summarise the key ideas of machine learning in five bullet points.',
      'Compare electric and petrol cars in a table: cost, range and emissions.',
      'What are the three most important trends in renewable energy right now?',
    ],
  },
  {
    id: 'collaboration',
    title: 'Collaboration',
    description: 'Work better with others: meetings, feedback and team processes.',
    category: 'business',
    premium: false,
    starters: [
      'Draft an agenda for a one-hour project kickoff meeting.',
      'How do I give constructive feedback to a teammate who missed a deadline?',
      'Suggest a simple weekly process for a remote team of five people.',
    ],
  },
  {
    id: 'global-perspectives',
    title: 'Global Perspectives',
    description: 'Explore cultures, history and world affairs from many points of view.',
    category: 'learning',
    premium: true,
    starters: [
      'How do different cultures celebrate the new year?',
      'Explain a current global issue from three different countries’ points of view.',
      'What shaped the history of the Silk Road, and why does it still matter?',
      'Which customs should I know before travelling to Japan?',
    ],
  },
];

/**
 * The starters the built-in engine answers from what ships with the server (the subjects
 * directory's key terms), with no language model and no network. The rest ask for writing or
 * advice: on such a server the themes dialog says they need a language model instead of sending
 * them. A server test asks every starter and keeps this list true both ways.
 */
export const STARTERS_ANSWERED_OFFLINE: readonly string[] = [
  'Help me write a one-page business plan for a small online store.',
  'Give me five original short story ideas with an unexpected twist.',
  'Write a poem about the first snowfall of winter, in free verse.',
  'Explain the difference between a process and a thread, with an example.',
  'Brainstorm ten product ideas that combine AI with everyday household tasks.',
  'Explain photosynthesis as if I were twelve years old.',
  'Make me a four-week plan to learn the basics of Python.',
  'Summarise the key ideas of machine learning in five bullet points.',
];
