import { describe, expect, it } from 'vitest';
import { listInWords } from '../text/word-list';
import {
  featureNotAvailableText,
  featureStatusLabel,
  isFeatureAvailable,
  PRODUCT_FEATURES,
  productFeature,
  unavailableFeatures,
} from './product-features';

describe('product features', () => {
  it('names each feature once', () => {
    const ids = PRODUCT_FEATURES.map((feature) => feature.id);
    expect(new Set(ids).size).toBe(ids.length);
    const names = PRODUCT_FEATURES.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps Video In Development, as the spec’s header labels it (000 §2)', () => {
    expect(featureStatusLabel('video-generation')).toBe('In Development');
  });

  it('gives a label only to what is not available', () => {
    for (const feature of PRODUCT_FEATURES) {
      expect(featureStatusLabel(feature.id) === undefined).toBe(isFeatureAvailable(feature.id));
    }
    expect(unavailableFeatures().every((feature) => !isFeatureAvailable(feature.id))).toBe(true);
  });

  it('says in a sentence that a feature is not available yet, with its label', () => {
    expect(featureNotAvailableText(productFeature('video-generation'))).toBe(
      'Video generation is not available yet on this server (In Development)',
    );
    expect(featureNotAvailableText({ ...productFeature('voice-call'), state: 'coming-soon' })).toBe(
      'Voice calls are not available yet on this server (Coming soon)',
    );
  });

  it('reads a changed list when given one', () => {
    const changed = PRODUCT_FEATURES.map((feature) => ({
      ...feature,
      state: 'available' as const,
    }));
    expect(isFeatureAvailable('video-generation', changed)).toBe(true);
    expect(unavailableFeatures(changed)).toEqual([]);
  });
});

describe('listInWords', () => {
  it('lists items as a sentence does', () => {
    expect(listInWords([])).toBe('');
    expect(listInWords(['tasks'])).toBe('tasks');
    expect(listInWords(['tasks', 'notes'])).toBe('tasks and notes');
    expect(listInWords(['tasks', 'a calendar', 'notes'])).toBe('tasks, a calendar and notes');
  });
});
