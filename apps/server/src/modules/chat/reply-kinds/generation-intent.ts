import {
  featureNotAvailableText,
  GENERATION_PREFIX,
  type GenerationMode,
  productFeature,
  type ProductFeatureId,
} from '@polymath/shared';

/** A request for a picture or a video rather than a text answer. */
export type MediaRequest = 'image' | 'video';

/** Optional politeness before the verb: "please", "can you", "could you please", "I want you to". */
const LEAD_IN = String.raw`^(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|i(?:\s+want|\s+would\s+like|'d\s+like)\s+(?:you\s+)?to\s+)?`;
/** Up to four words between the verb and the noun: "me a short", "an animated". */
const FILLER = String.raw`(?:\s+[\w'-]+){0,4}?\s+`;

const VIDEO_PATTERN = new RegExp(
  `${LEAD_IN}(?:create|generate|make|produce|render|animate)${FILLER}(?:videos?|clips?|animations?|movies?|films?)\\b`,
  'i',
);
const IMAGE_PATTERN = new RegExp(
  `${LEAD_IN}(?:(?:create|generate|make|produce|render|design)${FILLER}(?:images?|pictures?|photos?|photographs?|drawings?|illustrations?|paintings?|portraits?|logos?|wallpapers?)\\b|(?:draw|paint|sketch)\\s)`,
  'i',
);

/**
 * Whether a message asks for an image or a video (000 §4): by the generation mode, by the mode's
 * prefix ('create a video of', 'generate an image of'), or by keyword patterns anchored at the start
 * of the message, so a question about videos ("how do I make a video smaller?") stays a question.
 */
export function detectMediaRequest(message: string, mode: GenerationMode): MediaRequest | null {
  if (mode === 'video') return 'video';
  if (mode === 'photo') return 'image';
  const text = message.trim().toLowerCase();
  if (text.startsWith(GENERATION_PREFIX.video)) return 'video';
  if (text.startsWith(GENERATION_PREFIX.photo)) return 'image';
  if (VIDEO_PATTERN.test(text)) return 'video';
  if (IMAGE_PATTERN.test(text)) return 'image';
  return null;
}

const MEDIA_FEATURES = {
  image: 'image-generation',
  video: 'video-generation',
} as const satisfies Record<MediaRequest, ProductFeatureId>;

/**
 * The honest answer while this server has no image or video model: that the feature is not
 * available yet, by the label the interface gives it, and nothing the engine cannot do instead.
 */
export function mediaNotAvailableAnswer(kind: MediaRequest): string {
  const feature = productFeature(MEDIA_FEATURES[kind]);
  return `${featureNotAvailableText(feature)}, so I cannot create that ${kind}.`;
}
