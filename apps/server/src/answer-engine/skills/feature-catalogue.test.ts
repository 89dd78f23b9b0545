import { describe, expect, it } from 'vitest';
import {
  FEATURE_STATE_LABELS,
  type FeatureState,
  PRODUCT_FEATURES,
  type ProductFeature,
} from '@polymath/shared';
import type { PolymathCallContext } from '../../adapters/ai/polymath-context';
import { describeCapabilities } from './feature-catalogue';

/** A server with every lookup, so every available feature is offered. */
const CONNECTED: PolymathCallContext = {
  sources: [],
  capabilities: { webSearch: 'ready', encyclopedia: true, news: true },
};

/** The list with one feature's state changed. */
function withState(id: string, state: FeatureState): ProductFeature[] {
  return PRODUCT_FEATURES.map((feature) => (feature.id === id ? { ...feature, state } : feature));
}

/** The description's parts: what this server can do, and the line naming each later state. */
function partsOf(description: string) {
  const [canDo = '', later = ''] = description.split('\n\n');
  const lineOf = (label: string) =>
    later.split('\n').find((line) => line.startsWith(`${label}: `)) ?? '';
  return {
    canDo,
    comingSoon: lineOf(FEATURE_STATE_LABELS['coming-soon']),
    inDevelopment: lineOf(FEATURE_STATE_LABELS['in-development']),
    later,
  };
}

/** Checks the description against the list it should follow, feature by feature. */
function expectDescriptionOf(features: readonly ProductFeature[]) {
  const { canDo, comingSoon, inDevelopment, later } = partsOf(
    describeCapabilities(CONNECTED, features),
  );
  for (const feature of features) {
    if (feature.state === 'available') {
      expect(canDo).toContain(`- ${feature.description}`);
      expect(later).not.toContain(feature.name);
    } else {
      expect(canDo).not.toContain(feature.description);
      const line = feature.state === 'coming-soon' ? comingSoon : inDevelopment;
      expect(line).toContain(feature.name);
    }
  }
}

describe('describeCapabilities', () => {
  it('offers what works on this server and lists the rest by the label the interface shows', () => {
    expectDescriptionOf(PRODUCT_FEATURES);
  });

  it.each(PRODUCT_FEATURES.map((feature) => [feature.id, feature] as const))(
    'follows the list when %s changes state',
    (id, feature) => {
      const changed = feature.state === 'available' ? 'coming-soon' : 'available';
      expectDescriptionOf(withState(id, changed));
      expect(describeCapabilities(CONNECTED, withState(id, changed))).not.toBe(
        describeCapabilities(CONNECTED),
      );
    },
  );

  it('offers Live Events only on a server that reads the news', () => {
    const liveEvents = PRODUCT_FEATURES.find((feature) => feature.id === 'live-events');
    const offline = describeCapabilities({ sources: [] });
    expect(offline).not.toContain(liveEvents?.description);
    expect(partsOf(offline).later).not.toContain(liveEvents?.name);
  });

  it('says nothing is coming when every feature works', () => {
    const allBuilt = PRODUCT_FEATURES.map((feature) => ({
      ...feature,
      state: 'available' as const,
    }));
    const description = describeCapabilities(CONNECTED, allBuilt);
    expect(description).not.toContain(FEATURE_STATE_LABELS['coming-soon']);
    expect(description.endsWith(`${allBuilt.at(-1)?.description}.`)).toBe(true);
  });
});
