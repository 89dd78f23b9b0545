import { FILES } from '../constants';

// Plain values only: the web app's header imports them (no schema may come along).

/** Whether a feature of the product works on this server, or which label it wears until it does. */
export type FeatureState = 'available' | 'coming-soon' | 'in-development';

/** The label a feature that is not available wears in the interface (000 §2: Video 'In Development'). */
export const FEATURE_STATE_LABELS = {
  'coming-soon': 'Coming soon',
  'in-development': 'In Development',
} as const satisfies Record<Exclude<FeatureState, 'available'>, string>;

/** One feature of the product as its user meets it. */
export interface ProductFeature {
  id: ProductFeatureId;
  /** What it is called in a sentence: 'file and PDF analysis', 'Vibe-Coding'. */
  name: string;
  /** A name that takes 'are': 'voice calls'. */
  isPlural?: boolean;
  state: FeatureState;
  /** What it lets a user do, completing 'On this server you can …'. */
  description: string;
}

const MEGABYTE = 1024 * 1024;

/**
 * The product's features and whether each works on this server: the one list the interface
 * (which controls say 'Coming soon' or 'In Development'), the assistant's description of itself
 * and the plan cards all read. A feature that lands changes its state here.
 */
const FEATURES = [
  {
    id: 'file-analysis',
    name: 'file and PDF analysis',
    state: 'available',
    description: `upload pictures, PDFs and Word documents (up to ${FILES.maxBytes / MEGABYTE} MB) and ask about them`,
  },
  {
    id: 'shared-links',
    name: 'shared document links',
    isPlural: true,
    state: 'available',
    description: 'paste a link to a shared document or a public page and ask about it',
  },
  {
    id: 'screen-analysis',
    name: 'screen analysis',
    state: 'available',
    description: 'have a picture of your screen analysed (Premium)',
  },
  {
    id: 'vibe-coding',
    name: 'Vibe-Coding',
    state: 'available',
    description:
      'write and run code in Vibe-Coding, with a live preview and an AI code editor, or turn on coding mode in the chat',
  },
  {
    id: 'study-plans',
    name: 'Study Plans',
    isPlural: true,
    state: 'available',
    description: 'follow Study Plans and adaptive learning paths',
  },
  {
    id: 'rewards',
    name: 'rewards',
    isPlural: true,
    state: 'available',
    description: 'earn rewards as you learn',
  },
  {
    id: 'conversation-themes',
    name: 'conversation themes',
    isPlural: true,
    state: 'available',
    description: 'set the tone of a conversation with conversation themes',
  },
  {
    id: 'live-events',
    name: 'Live Events',
    isPlural: true,
    state: 'available',
    description: 'get the latest news headlines by category from Live Events',
  },
  {
    id: 'auto-prompts',
    name: 'auto prompts',
    isPlural: true,
    state: 'available',
    description: 'schedule auto prompts that ask a question for you at the times you choose',
  },
  {
    id: 'personal-ai',
    name: 'Personal AI',
    state: 'available',
    description:
      'shape answers with Personal AI: your preferences, its personality and insights from your conversations',
  },
  {
    id: 'productivity',
    name: 'productivity tools',
    isPlural: true,
    state: 'available',
    description: 'keep tasks, a calendar, notes and research projects once signed in',
  },
  {
    id: 'read-aloud',
    name: 'read-aloud',
    state: 'available',
    description: 'have any answer read aloud',
  },
  {
    id: 'image-generation',
    name: 'image generation',
    state: 'coming-soon',
    description: 'create pictures from a description',
  },
  {
    id: 'video-generation',
    name: 'video generation',
    state: 'in-development',
    description: 'create short videos from a description',
  },
  {
    id: 'voice-input',
    name: 'voice input',
    state: 'coming-soon',
    description: 'dictate a message',
  },
  {
    id: 'voice-call',
    name: 'voice calls',
    isPlural: true,
    state: 'coming-soon',
    description: 'talk with the assistant in a voice call',
  },
  {
    id: 'location',
    name: 'location-aware answers',
    isPlural: true,
    state: 'coming-soon',
    description: 'share your location for answers about where you are',
  },
  {
    id: 'sync',
    name: 'device sync settings',
    isPlural: true,
    state: 'coming-soon',
    description: 'see your devices and manage how they sync',
  },
] as const satisfies readonly {
  id: string;
  name: string;
  isPlural?: boolean;
  state: FeatureState;
  description: string;
}[];

/** The id of one feature of the list. */
export type ProductFeatureId = (typeof FEATURES)[number]['id'];

/** Every feature of the product, in the order the assistant lists them. */
export const PRODUCT_FEATURES: readonly ProductFeature[] = FEATURES;

/** The feature of a list (this server's by default) with that id. */
export function productFeature(
  id: ProductFeatureId,
  features: readonly ProductFeature[] = PRODUCT_FEATURES,
): ProductFeature {
  const feature = features.find((candidate) => candidate.id === id);
  if (!feature) throw new Error(`The feature list has no '${id}'`);
  return feature;
}

/** Whether the feature works on this server. */
export function isFeatureAvailable(
  id: ProductFeatureId,
  features: readonly ProductFeature[] = PRODUCT_FEATURES,
): boolean {
  return productFeature(id, features).state === 'available';
}

/** The label of a feature that is not available ('Coming soon', 'In Development'); undefined when it is. */
export function featureStatusLabel(
  id: ProductFeatureId,
  features: readonly ProductFeature[] = PRODUCT_FEATURES,
): string | undefined {
  const { state } = productFeature(id, features);
  return state === 'available' ? undefined : FEATURE_STATE_LABELS[state];
}

/** The features of a list that do not work on this server yet. */
export function unavailableFeatures(
  features: readonly ProductFeature[] = PRODUCT_FEATURES,
): ProductFeature[] {
  return features.filter((feature) => feature.state !== 'available');
}

/**
 * The plain sentence for a feature this server does not offer yet, without its full stop:
 * 'Image generation is not available yet on this server (Coming soon)'.
 */
export function featureNotAvailableText(feature: ProductFeature): string {
  const label = feature.state === 'available' ? '' : ` (${FEATURE_STATE_LABELS[feature.state]})`;
  const name = feature.name.charAt(0).toUpperCase() + feature.name.slice(1);
  return `${name} ${feature.isPlural ? 'are' : 'is'} not available yet on this server${label}`;
}
