import { expect } from 'vitest';
import { featureStatusLabel, type ProductFeatureId } from '@polymath/shared';

/** What describes a control: its badge and the reason it cannot be used, as assistive technology reads them. */
export function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/**
 * Checks a feature's control against the product's feature list: usable while the list says the
 * feature works on this server, else disabled and described by the feature's label ('Coming
 * soon', 'In Development').
 */
export function expectControlFollowsFeatureList(
  control: HTMLElement,
  feature: ProductFeatureId,
  name: string,
) {
  const label = featureStatusLabel(feature);
  if (label === undefined) {
    expect(control, name).not.toHaveAttribute('aria-disabled');
    return;
  }
  expect(control, name).toHaveAttribute('aria-disabled', 'true');
  expect(descriptionOf(control), name).toContain(label);
}
