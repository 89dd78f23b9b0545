import {
  CHAT,
  CODE,
  FEATURE_STATE_LABELS,
  FILES,
  featureNotAvailableText,
  isFeatureAvailable,
  LIMITS,
  listInWords,
  PRICING,
  PRODUCT_FEATURES,
  PRODUCT_NAME,
  productFeature,
  type ProductFeature,
  type ProductFeatureId,
  unavailableFeatures,
  USER_LEVEL,
  VIDEO,
} from '@polymath/shared';
import type { PolymathCallContext } from '../../adapters/ai/polymath-context';

/** One feature of the product and how to use it, as the help skill explains it. */
export interface FeatureEntry {
  id: string;
  /** Phrases that name this feature unambiguously. */
  keywords: string[];
  /** Everyday words that point here only when the question is clearly about the app. */
  contextualKeywords: string[];
  /** The answer, or how to write it from what this server can do. */
  answer: string | ((context: PolymathCallContext) => string);
}

/** Where answers come from on this server, as the capabilities say. */
function answerSources(context: PolymathCallContext): string {
  const capabilities = context.capabilities;
  return listInWords([
    ...(capabilities?.webSearch === 'ready' ? ['web search'] : []),
    capabilities?.encyclopedia
      ? 'encyclopedia articles'
      : 'the encyclopedia articles already learned',
    `${PRODUCT_NAME}'s subjects directory with its key terms`,
    'facts about countries and cities',
  ]);
}

/** Available features that need more of this server than the feature itself: Live Events reads news feeds. */
const NEEDS_SERVER: Partial<Record<ProductFeatureId, (context: PolymathCallContext) => boolean>> = {
  'live-events': (context) => context.capabilities?.news === true,
};

/** The features that are not available yet, by the label the interface gives them. */
function notYetLines(features: readonly ProductFeature[]): string[] {
  const later = unavailableFeatures(features);
  return (['coming-soon', 'in-development'] as const).flatMap((state) => {
    const names = later.filter((feature) => feature.state === state).map((feature) => feature.name);
    if (names.length === 0) return [];
    return [`${FEATURE_STATE_LABELS[state]}: ${listInWords(names)}.`];
  });
}

/**
 * 'What can you do?': what this server can do now and what is still to come, written from the
 * product's feature list (the one the interface reads), so the two never disagree.
 */
export function describeCapabilities(
  context: PolymathCallContext,
  features: readonly ProductFeature[] = PRODUCT_FEATURES,
): string {
  const canDo = [
    `ask questions and get answers from ${answerSources(context)}, with up to ${CHAT.maxSources} sources and a confidence score`,
    'work out math, percentages and unit conversions, and ask about dates and times',
    ...features
      .filter(
        (feature) => feature.state === 'available' && (NEEDS_SERVER[feature.id]?.(context) ?? true),
      )
      .map((feature) => feature.description),
  ];
  const later = notYetLines(features);
  return [
    `${PRODUCT_NAME} is an AI assistant for chatting and learning. On this server you can:`,
    ...canDo.map((line, index) => `- ${line}${index === canDo.length - 1 ? '.' : ';'}`),
    ...(later.length > 0 ? ['', ...later] : []),
  ].join('\n');
}

/** The text when the feature works on this server, else the plain sentence saying it does not yet. */
function ifAvailable(id: ProductFeatureId, text: string): string {
  return isFeatureAvailable(id) ? text : `${featureNotAvailableText(productFeature(id))}.`;
}

/** What a free account gets each month of the features this server has, and what is Premium's alone. */
function freeAllowances(): string {
  const allowances: [ProductFeatureId, number, string][] = [
    ['image-generation', LIMITS.free.imageGeneration, 'images'],
    ['video-generation', LIMITS.free.videoGeneration, 'videos'],
    ['vibe-coding', LIMITS.free.codeGeneration, 'code generations'],
    ['vibe-coding', LIMITS.free.codeExecution, 'code runs'],
    ['screen-analysis', LIMITS.free.screenAnalysis, 'screen analysis sessions'],
  ];
  const offered = allowances.filter(([id]) => isFeatureAvailable(id));
  const included = offered.filter(([, count]) => count > 0).map(([, n, uses]) => `${n} ${uses}`);
  const premiumOnly = offered
    .filter(([, count]) => count === 0)
    .map(([id]) => productFeature(id).name);
  const parts = [
    ...(included.length > 0 ? [`the free plan includes, per month: ${listInWords(included)}`] : []),
    ...(premiumOnly.length > 0
      ? [`${listInWords(premiumOnly)} ${premiumOnly.length > 1 ? 'are' : 'is'} part of Premium`]
      : []),
  ];
  const sentence = parts.join('; ');
  return `- ${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

const MEGABYTE = 1024 * 1024;
const THEME_COUNT = 9;
const PREMIUM_THEME_COUNT = 3;

/** What Polymath's own features do, written from the product specification and its constants. */
export const FEATURE_CATALOGUE: FeatureEntry[] = [
  {
    id: 'capabilities',
    keywords: [
      'what can you do',
      `what can ${PRODUCT_NAME.toLowerCase()} do`,
      'what are your features',
      'who are you',
      'what are you',
      'what is polymath',
    ],
    contextualKeywords: ['features', 'capabilities'],
    answer: describeCapabilities,
  },
  {
    id: 'engine',
    keywords: [
      'which model',
      'what model',
      'which ai',
      'what ai model',
      'built-in engine',
      'ai_base_url',
      'connect a model',
      'language model',
    ],
    contextualKeywords: ['engine'],
    answer:
      `I'm ${PRODUCT_NAME}'s built-in engine: I run on this server without a language model, and answer from what I can ` +
      'compute and the sources I can reach. Whoever runs this server can connect a language model (an OpenAI-compatible ' +
      'service such as Ollama or LM Studio, or a model file run by the server itself). ' +
      'Settings → AI Generation Settings shows which engine is answering.',
  },
  {
    id: 'plans',
    keywords: [
      'as a guest',
      'guest messages',
      'free plan',
      'free tier',
      'premium plan',
      'go premium',
      'premium features',
      'how many messages',
      'how many images',
      'how many videos',
      'message limit',
      'usage limit',
    ],
    contextualKeywords: [
      'guest',
      'premium',
      'upgrade',
      'pricing',
      'subscription',
      'limits',
      'limit',
      'price',
      'cost',
      'plan',
      'plans',
    ],
    answer: [
      `- Guests can send ${LIMITS.guestMessages} free messages; sign in to keep chatting.`,
      freeAllowances(),
      `- Premium costs $${PRICING.premiumMonthlyUsd} per month (cancel anytime): effectively unlimited use (counters show ${LIMITS.premiumCap}), priority responses and no ads.`,
    ].join('\n'),
  },
  {
    id: 'study-plans',
    keywords: ['study plan', 'study plans', 'adaptive learning paths', 'subjects directory'],
    contextualKeywords: [
      'learning path',
      'learning paths',
      'knowledge gaps',
      'learning tab',
      'learn',
    ],
    answer: ifAvailable(
      'study-plans',
      'Open the Learning tab and choose Study Plans. It has six tabs: Recommendations, Wikipedia Learning, Interests, Knowledge Gaps, Search and All Paths. ' +
        'Paths are suggested from the topics you chat about; press Start Learning Path, mark resources as complete to track progress, or use Get AI Help to ask about a path in the chat. ' +
        'The Adaptive Learning Paths button in the chat toolbar opens step-by-step paths with modules and outcomes.',
    ),
  },
  {
    id: 'vibe-coding',
    keywords: ['vibe-coding', 'vibe coding', 'vibe mode'],
    contextualKeywords: [
      'coding environment',
      'run code',
      'code editor',
      'live preview',
      'code',
      'coding',
      'programming',
    ],
    answer: ifAvailable(
      'vibe-coding',
      `Press Vibe-Coding in the header to open the full-screen coding environment. Pick a language (${CODE.languages.join(', ')}), ` +
        `write or paste code, press Run Code to see the output, and use the AI code editor to describe a change in words. ` +
        `Web code gets a live preview (${CODE.previewSizes.join(', ')}; auto or manual refresh). The last ${CODE.recentExecutions} runs are kept. ` +
        "Leave with 'Exit Vibe Mode'.",
    ),
  },
  {
    id: 'voice',
    keywords: ['read aloud', 'voice call', 'voice input', 'voice chat', 'dictate a message'],
    contextualKeywords: ['voice', 'speak', 'speech', 'dictate', 'microphone'],
    answer: [
      ifAvailable(
        'voice-input',
        'Press the speak button in the chat toolbar to dictate a message.',
      ),
      ifAvailable(
        'voice-call',
        'Start a voice call from the chat toolbar for a spoken conversation.',
      ),
      ifAvailable(
        'read-aloud',
        'Every answer has a read-aloud button that speaks it with your browser’s speech synthesis.',
      ),
    ].join(' '),
  },
  {
    id: 'rewards',
    keywords: [
      'rewards tab',
      'my rewards',
      'my achievements',
      'day streak',
      'my points',
      'my level',
    ],
    contextualKeywords: ['rewards', 'achievements', 'streak', 'points', 'xp', 'level', 'badges'],
    answer: ifAvailable(
      'rewards',
      'The Rewards tab shows your progress: total points, level, achievements and day streak, plus activity stats (messages, images, documents, questions, learning paths). ' +
        `Achievements unlock as you chat, create and learn; each message earns ${USER_LEVEL.xpPerMessage} XP and every ${USER_LEVEL.xpPerLevel} XP is a new level.`,
    ),
  },
  {
    id: 'conversation-themes',
    keywords: [
      'conversation theme',
      'conversation themes',
      'ai theme',
      'theme starter',
      'starter prompts',
    ],
    contextualKeywords: [],
    answer: ifAvailable(
      'conversation-themes',
      `The Conversation Themes button in the chat toolbar opens ${THEME_COUNT} themes (business, creative, technical, learning and personal), each with starter prompts; picking one sends it to the chat. ` +
        `${PREMIUM_THEME_COUNT} themes are for Premium users.`,
    ),
  },
  {
    id: 'appearance',
    keywords: ['dark mode', 'light mode', 'dark theme', 'light theme'],
    contextualKeywords: ['appearance', 'theme', 'themes'],
    answer:
      'Switch between light and dark with the theme toggle in the header or in Settings → Appearance. Your choice is remembered in this browser; until you choose, your system setting decides.',
  },
  {
    id: 'conversations',
    keywords: [
      'conversation history',
      'new conversation',
      'rename a conversation',
      'delete a conversation',
      'past conversations',
      'previous chats',
    ],
    contextualKeywords: ['conversations', 'history'],
    answer:
      'Your conversations are listed in the sidebar, newest first. Start one with New Conversation, rename it inline (Enter saves, Escape cancels) or delete it. ' +
      'Guests’ conversations stay in this browser; signed-in users’ are also kept on the server so other devices see them.',
  },
  {
    id: 'media',
    keywords: [
      'generate an image',
      'image generation',
      'generate images',
      'video generation',
      'create a video',
      'generate a video',
    ],
    contextualKeywords: ['images', 'videos'],
    answer: [
      ifAvailable(
        'image-generation',
        `Choose photo mode in Settings → AI Generation Settings (or the Image button) and describe the picture. Free users get ${LIMITS.free.imageGeneration} images per month.`,
      ),
      ifAvailable(
        'video-generation',
        `Press Video in the header and describe the clip (${VIDEO.durationsSeconds.join(', ')} second clips). Free users get ${LIMITS.free.videoGeneration} videos per month.`,
      ),
    ].join(' '),
  },
  {
    id: 'files',
    keywords: [
      'upload a file',
      'upload file',
      'upload pdf',
      'analyze a pdf',
      'analyse a pdf',
      'file analysis',
      'upload a document',
    ],
    contextualKeywords: ['upload', 'pdf'],
    answer: [
      ifAvailable(
        'file-analysis',
        `Use Upload File or Upload PDF in the chat toolbar (up to ${FILES.maxBytes / MEGABYTE} MB: images, PDF or Word documents) and ask about it.`,
      ),
      ifAvailable(
        'shared-links',
        'Paste a shared document link with the Shared document URL button to ask about that document.',
      ),
    ].join(' '),
  },
  {
    id: 'location',
    keywords: ['my location', 'share location', 'location sharing', 'location-aware'],
    contextualKeywords: ['location'],
    answer: ifAvailable(
      'location',
      'Press the location button in the header to share your location (you can turn it off in Settings → Privacy and Security). ' +
        'Answers then take your city and time zone into account.',
    ),
  },
  {
    id: 'productivity',
    keywords: ['productivity tools', 'my tasks', 'my calendar', 'my notes'],
    contextualKeywords: ['productivity', 'tasks', 'calendar', 'notes', 'research'],
    answer: ifAvailable(
      'productivity',
      'Productivity tools (tasks, calendar, notes and research) are in the header for signed-in users.',
    ),
  },
  {
    id: 'sources',
    keywords: [
      'confidence score',
      'verification score',
      'sources shown',
      'where do your answers come from',
      'how reliable',
    ],
    contextualKeywords: ['sources', 'confidence'],
    answer:
      `Answers show up to ${CHAT.maxSources} sources with a short excerpt and their reliability, and a confidence score: ` +
      `above ${CHAT.confidenceHigh} is strong, above ${CHAT.confidenceMedium} moderate, below that treat the answer with care.`,
  },
];
