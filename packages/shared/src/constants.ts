/**
 * Every number and fixed value of the specification's constants tables (document 000 §9 and
 * document 001 §9), in one place for the web app and the server. Durations are in milliseconds
 * unless the name says otherwise.
 */

/** The product's name, shown on the splash and in titles. */
export const PRODUCT_NAME = 'Polymath';
/** The splash subtitle. */
export const PRODUCT_SUBTITLE = 'AI Assistant';

/** Startup splash (000 §2 Startup, §9 Splash timing; 001 §9 Splash and theme). */
export const SPLASH = {
  /** Each status step ('Starting...', 'Loading AI...', 'Ready') lasts this long. */
  stepMs: 300,
  /** The splash completes this long after the last step. */
  finalDelayMs: 150,
  /** The progress bar advances on this tick. */
  tickMs: 50,
  /** Each tick adds a random increment below this many percent. */
  maxIncrementPercent: 35,
  /** The bar is capped here (default progress maximum). */
  progressMax: 100,
  /** The splash fades out over this long. */
  fadeMs: 300,
} as const;

/** Local storage keys named by the specification. */
export const STORAGE_KEYS = {
  /** 'dark' or 'light'; when unset the system preference decides. */
  theme: 'theme',
  /** The auth state (user, isAuthenticated) under its own key. */
  authState: 'polymath-auth',
  /** The bearer token, stored separately from the auth state. */
  authToken: 'polymath-token',
  /**
   * Per e-mail, the device token of a password sign-in from this browser: it proves the owner
   * signed in here before, so strangers' failed tries on the account do not slow theirs. Kept
   * past sign-out.
   */
  signInDevices: 'polymath-sign-in-devices',
  /** Whether the terms were accepted (with when). */
  termsAccepted: 'polymath-terms-accepted',
  /** Whether the welcome dialog was seen. */
  welcomeSeen: 'polymath-welcome-seen',
  /** Whether the cookie/terms notice was dismissed. */
  cookieNoticeDismissed: 'polymath-cookie-notice',
  /** Consent choice with its timestamp. */
  consent: 'polymath-consent',
  /** The anonymous id a guest sends so the server can count its messages. */
  anonymousId: 'polymath-anonymous-id',
  /** The local conversation store (document 001 §9). */
  conversations: 'polymath-conversations',
  /**
   * A guest's conversations kept out of an account they signed in to (the person chose not to
   * add them): back in the list when that account signs out of this browser.
   */
  setAsideConversations: 'polymath-conversations-set-aside',
  /**
   * An account's conversations kept readable after its session ended elsewhere (a password reset,
   * a session closed on another device): back in the list when that account signs in again.
   */
  signedOutConversations: 'polymath-conversations-signed-out',
  /** The chat input's unsent text (the messages live in the conversation store). */
  chatDraft: 'polymath-chat-draft',
  /** Auto prompts (document 001 §3: stored under the name autoPrompts). */
  autoPrompts: 'autoPrompts',
  /**
   * The ids of the auto prompts the server had when this browser last read or saved them: one
   * missing there since was deleted in another browser, not made here and still to upload.
   */
  autoPromptsOnServer: 'polymath-auto-prompts-on-server',
  /** The saved location (restored only if it has latitude and longitude). */
  location: 'polymath-location',
  /** This device's id for cross-device sync. */
  deviceId: 'polymath-device-id',
  /** Vibe-Coding: the code of each language, the recent executions, the preview's settings. */
  vibeCoding: 'polymath-vibe-coding',
} as const;

/** Theme values kept under STORAGE_KEYS.theme. */
export const THEMES = ['light', 'dark'] as const;

/** Dialog timings after the app appears (000 §2 Startup point 3, §4). */
export const STARTUP_DIALOGS = {
  /** The welcome dialog appears this long after load for first-time unauthenticated visitors. */
  welcomeDelayMs: 1000,
  /** The terms acceptance dialog appears this long after load unless accepted before. */
  termsDelayMs: 2000,
} as const;

/** The `q` query parameter is sent this long after load, then the URL is reset to /. */
export const AUTO_SEND_QUERY_DELAY_MS = 2500;

/** Plans and usage limits (000 §6, §9; 001 §6, §9). */
export const LIMITS = {
  /** Free chat messages for a guest. */
  guestMessages: 5,
  /** Free plan, per calendar month. */
  free: {
    imageGeneration: 3,
    videoGeneration: 5,
    codeGeneration: 3,
    codeExecution: 3,
    /** Screen share is disabled for free users. */
    screenShare: 0,
    screenAnalysis: 0,
    premiumAI: 0,
    advancedTools: 10,
  },
  /** Premium users see this cap in every counter (effectively unlimited). */
  premiumCap: 999,
  /** Free plan copy: screen analysis sessions per month shown on the plan card. */
  freePlanScreenAnalysisSessions: 3,
} as const;

/** The features whose use is counted per user and month. */
export const USAGE_FEATURES = [
  'imageGeneration',
  'videoGeneration',
  'codeGeneration',
  'codeExecution',
  'screenAnalysis',
  'premiumAI',
  'advancedTools',
] as const;
export type UsageFeature = (typeof USAGE_FEATURES)[number];

/** Prices (000 §9, 001 §9). */
export const PRICING = {
  premiumMonthlyUsd: 9.99,
  freeMonthlyUsd: 0,
  /** The price line shown under the Premium plan. */
  premiumPriceText: 'Only $9.99/month, cancel anytime',
} as const;

/** Minimum password length (000 §5, §9). */
export const PASSWORD_MIN_LENGTH = 6;

/** Chat (000 §5, §9). */
export const CHAT = {
  /** Maximum characters in the chat input. */
  inputMaxChars: 50_000,
  /** The character counter appears above this many characters. */
  counterVisibleAbove: 1_000,
  /** The counter turns yellow above this. */
  counterWarnAbove: 20_000,
  /** The counter turns red above this. */
  counterDangerAbove: 40_000,
  /** Input debounce. */
  inputDebounceMs: 150,
  /** Messages of history sent with each request. */
  historyMessages: 8,
  /**
   * Response cache: entries keyed by message, generation mode and coding mode. Kept as the spec
   * gives it; the web app has no such cache, since every question must reach the server (limits,
   * rewards): see docs/ARCHITECTURE.md, "The streaming path".
   */
  responseCacheEntries: 10,
  /** Analysis delay range, depending on word count. */
  analysisDelayMinMs: 300,
  analysisDelayMaxMs: 2500,
  /** Sources shown per answer, and the excerpt length of each. */
  maxSources: 3,
  sourceExcerptChars: 150,
  /** Confidence colour bands: above `high` is the strong band, above `medium` the middle one. */
  confidenceHigh: 0.7,
  confidenceMedium: 0.5,
  /** The Latest button shows when further than this from the bottom with more than `latestMinMessages`. */
  scrollThresholdPx: 100,
  latestMinMessages: 3,
  /** Reply-to preview length. */
  replyPreviewChars: 100,
  /** The copy tick shows this long. */
  copyTickMs: 2000,
} as const;

/** Generation modes and the prefixes they add (000 §4). */
export const GENERATION_MODES = ['chat', 'video', 'photo'] as const;
export type GenerationMode = (typeof GENERATION_MODES)[number];
export const GENERATION_PREFIX = {
  video: 'create a video of',
  photo: 'generate an image of',
} as const;

/** Coding modes (000 §4). */
export const CODING_MODES = ['off', 'programming'] as const;

/** Context analysis (000 §9). */
export const CONTEXT_ANALYSIS = {
  /** Messages looked at. */
  windowMessages: 6,
  /** Hints need at least this conversation depth. */
  hintMinDepth: 2,
  /** Strong context: at least this many messages and references. */
  strongMinMessages: 4,
  strongMinReferences: 2,
  /** Moderate context: at least this many messages, or this many references. */
  moderateMinMessages: 2,
  moderateMinReferences: 1,
  /** A context hint shows this long and is removed at `hintRemoveMs`. */
  hintShowMs: 5000,
  hintRemoveMs: 6000,
} as const;

/** Browser geolocation options (000 §9). */
export const GEOLOCATION = {
  timeoutMs: 15_000,
  maximumAgeMs: 10 * 60_000,
  enableHighAccuracy: false,
} as const;

/** Speech synthesis and recognition (000 §9). */
export const SPEECH = {
  rate: 0.9,
  pitch: 1,
  volume: 0.6,
  recognitionLanguage: 'en-US',
} as const;

/** Voice call (000 §4, §9). */
export const VOICE_CALL = {
  maxListeningMs: 30_000,
  silenceMs: 3000,
  processingGuardMs: 15_000,
} as const;

/** Video generation (000 §4, §7, §9). */
export const VIDEO = {
  durationsSeconds: [5, 8, 10],
  aspectRatios: ['16:9', '9:16', '1:1'],
  /** Resolution sent for 16:9; every other ratio sends `resolutionOther`. */
  resolutionWide: '768x768',
  resolutionOther: '256x256',
  steps: 50,
  pollIntervalMs: 3000,
  firstPollMs: 1000,
  pollCapMs: 10 * 60_000,
  historyShown: 5,
  /** Studio progress starts here and jumps to 100 on success. */
  studioStartProgress: 10,
  stages: [
    { name: 'Analyzing Prompt', seconds: 8 },
    { name: 'Generating Frames', seconds: 45 },
    { name: 'Rendering Video', seconds: 60 },
    { name: 'Final Processing', seconds: 20 },
  ],
  totalEstimateSeconds: 133,
} as const;

/** Vibe-Coding (000 §2, §9). */
export const CODE = {
  languages: ['javascript', 'python', 'html', 'css', 'typescript', 'java', 'cpp', 'rust', 'go'],
  recentExecutions: 10,
  previewSizes: ['small', 'medium', 'large'],
  previewModes: ['auto', 'manual'],
} as const;

/** Polling and popup intervals (000 §2 Other popups, §9 Intervals). */
export const INTERVALS = {
  scraperStatusPollMs: 2 * 60_000,
  learningStatsRefreshMs: 5 * 60_000,
  learningPopupAutoHideMs: 4000,
} as const;

/** Conversations list preview (000 §2 Dialogs, §9). */
export const CONVERSATION_PREVIEW_CHARS = 60;

/** Mobile ad popup: shown at every Nth message, after a delay (000 §9). */
export const MOBILE_AD = {
  everyNthMessage: 3,
  popupDelayMs: 3000,
} as const;

/**
 * User level: computed from message count, 10 XP per 1000 (000 §9). Read as: every message sent is
 * worth 10 XP and each level takes 1000 XP, so level = 1 + floor(messages × 10 / 1000), i.e. a new
 * level every 100 messages.
 */
export const USER_LEVEL = {
  xpPerMessage: 10,
  xpPerLevel: 1000,
} as const;

/** File analysis (000 §5). */
export const FILES = {
  maxBytes: 10 * 1024 * 1024,
  /** A file's name is display text: longer names are cut to this many characters. */
  maxFileNameChars: 200,
  /** The question sent with a file. */
  maxQueryChars: 2_000,
  /** The extracted text the analysis sends back; the rest is cut, with a note. */
  extractedTextChars: 20_000,
  /** Files and shared links one caller may have read in an hour. */
  readsPerHour: 30,
  /** The same for all guests at one network address together (fresh anonymous ids cost nothing). */
  guestReadsPerAddressPerHour: 60,
  /** Files a caller keeps for the chat to answer from; an upload past it drops the oldest. */
  documentsPerOwner: 20,
  /**
   * What one guest keeps at most (originals and their text): an upload past it drops the guest's
   * oldest files, as documentsPerOwner does. Accounts count files against their storage quota.
   */
  guestKeptBytes: 25 * 1024 * 1024,
  /** The text of one file kept for the chat: a 10 MB PDF's first 500,000 characters. */
  storedTextChars: 500_000,
  /** A file's text is matched against questions in passages of about this many characters. */
  chunkChars: 1_200,
  /** What the user is told is supported (000 §5). */
  supportedFormats: 'JPG, PNG, GIF, PDF and Word (.doc, .docx)',
  acceptedMimeTypes: [
    'image/jpeg',
    'image/png',
    'image/gif',
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
} as const;

/** What a like or dislike keeps on the server (000 §7 POST /api/feedback). */
export const FEEDBACK = {
  /**
   * The question and the answer a rating keeps: their first 500 characters, enough to tell which
   * answer was rated and why (the message id names it), so one row stays a few kilobytes however
   * long the answer the browser sends back.
   */
  storedExcerptChars: 500,
  /**
   * New ratings all guests at one address may make in a month, per guest chat message the address
   * is allowed (GUEST_ADDRESS_MESSAGE_LIMIT): a guest rates answers it was given, and twice leaves
   * room for regenerated answers and for those kept from earlier months.
   */
  guestRatingsPerAddressMessage: 2,
} as const;

/** Device sync progress steps (000 §4). */
export const SYNC_PROGRESS_STEPS = [25, 50, 75, 100] as const;

/** Live Events categories and quick actions (000 §2 Dialogs). */
export const LIVE_EVENTS = {
  categories: [
    'breaking',
    'world',
    'tech',
    'sports',
    'weather',
    'markets',
    'entertainment',
    'politics',
    'general',
  ],
  quickActions: ['Last 24h', 'Trending', 'Local News', 'Global'],
} as const;

/** Study Plans (001 §9). */
export const STUDY_PLANS = {
  minStartProgress: 15,
  recommendationTopicsShown: 5,
  recommendationResourcesShown: 3,
  allPathsResourcesShown: 4,
  sampleSubjectsShown: 10,
  wikipediaArticlesPerCategory: 3,
  interestKeyQuestionsShown: 2,
  gapPreviewChars: 60,
  analyticsRefreshAfterCompleteMs: 1000,
  defaultReliability: 0.94,
  reliabilityHighlightAbove: 0.9,
} as const;

/** The local conversation store (001 §9). */
export const CONVERSATION_STORE = {
  version: 2,
  migratedTitle: 'Migrated Chat',
  titleMaxChars: 50,
  recentDefault: 5,
  contextualHistoryDefault: 10,
  relatedDefault: 5,
  similarDefault: 5,
  /** Words of this many letters or fewer are ignored in matching. */
  ignoredWordMaxLength: 3,
  relevanceWeights: { concepts: 2, codeSnippets: 3, preferences: 4 },
  importanceWeights: { preferences: 3, projectDetails: 2, highPriorityBonus: 2, codeBonus: 2 },
  importanceMin: 1,
  importanceMax: 10,
  relevanceMin: 0,
  relevanceMax: 10,
  recentTopicsNew: 3,
  recentTopicsOld: 7,
  scrollAreaHideDelayMs: 600,
  /** Conversations sidebar narrow icon mode width, in Tailwind spacing units. */
  sidebarCollapsedWidthUnits: 12,
} as const;

/** Ads (001 §2 Ads, §9). */
export const ADS = {
  slotWidth: 300,
  slotHeight: 250,
  popupWidth: 320,
  popupHeight: 100,
  statusCheckDesktopMs: 5000,
  statusCheckPopupMs: 3000,
  scriptWaitMs: 10_000,
  zeroSizeRetryMs: 2000,
  popupDelayDefaultMs: 30_000,
  popupAutoCloseMs: 10_000,
  popupNote: 'Tap outside to close • Auto-closes in 10s',
  /** The mobile popup follows every this-many-th message the user sends (3, 6, 9 …; 000 §9). */
  popupEveryMessages: 3,
  /** The ids sample configurations carry; either one means "no ad network" (001 §9). */
  placeholderPublisherId: 'ca-pub-XXXXXXXXXXXXXXXX',
  placeholderSlotId: 'XXXXXXXXXX',
  /** The ad network's loader; `?client=<publisher id>` is appended. */
  defaultScriptUrl: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
} as const;

/** Auto prompts (001 §9). */
export const AUTO_PROMPTS = {
  checkIntervalMs: 60_000,
  defaultTriggerType: 'interval',
  defaultIntervalMinutes: 30,
  templates: [
    { name: 'Daily Check-in', triggerType: 'time', triggerValue: '09:00' },
    { name: 'Learning Reminder', triggerType: 'interval', triggerValue: '120' },
    { name: 'Break Reminder', triggerType: 'interval', triggerValue: '60' },
    { name: 'Evening Reflection', triggerType: 'time', triggerValue: '18:00' },
  ],
} as const;

/** Productivity defaults (001 §9). */
export const PRODUCTIVITY = {
  taskPriority: 'medium',
  taskDurationMinutes: 60,
  eventType: 'meeting',
  eventPriority: 'medium',
  eventReminderMinutes: 15,
  citationStyle: 'APA',
  noteCategory: 'general',
  notePreviewChars: 200,
} as const;

/** Calendar (001 §9). */
export const CALENDAR = {
  quickViewDays: 42,
  fetchDaysBack: 7,
  fetchDaysAhead: 30,
} as const;

/** Adaptive learning (001 §9). */
export const ADAPTIVE_LEARNING = {
  difficultyFitBonus: 20,
  completedModuleBonus: 10,
  levelRanges: {
    beginner: { min: 0, max: 5 },
    intermediate: { min: 3, max: 8 },
    advanced: { min: 6, max: Number.POSITIVE_INFINITY },
  },
  nodeXpMin: 100,
  nodeXpMax: 250,
  sampleHours: [30, 40, 60],
} as const;

/** Personality defaults (001 §3). */
export const PERSONALITY_DEFAULTS = {
  style: 'balanced',
  verbosity: 'medium',
  expertise: 'adaptive',
  tone: 'professional',
} as const;

/** User preference defaults (000 §3, 001 §3). */
export const USER_PREFERENCE_DEFAULTS = {
  theme: 'light',
  language: 'en',
  notifications: true,
} as const;

/** Dialogs' maximum width class (001 §9). */
export const DIALOG_MAX_WIDTH_CLASS = 'lg';

/** The support address used by Contact Support (mailto). */
export const SUPPORT_EMAIL = 'support@polymath.local';
