import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REWARD_ICONS } from '@polymath/shared';
import { FALLBACK_REWARD_SYMBOL, RewardSymbol, rewardSymbolOf } from './reward-symbol';

describe('RewardSymbol', () => {
  it.each(REWARD_ICONS)('draws %s as its own SVG icon, not the emoji', (icon) => {
    expect(rewardSymbolOf(icon)).not.toBe(FALLBACK_REWARD_SYMBOL);
    const { container } = render(<RewardSymbol icon={icon} />);
    expect(container.querySelector('svg')).toBeInTheDocument();
    expect(container).not.toHaveTextContent(icon);
  });

  it('gives every emoji a different icon, so achievements stay told apart', () => {
    const symbols = new Set(REWARD_ICONS.map(rewardSymbolOf));
    expect(symbols.size).toBe(REWARD_ICONS.length);
  });

  it('draws an unknown icon with the fallback SVG rather than its text', () => {
    const { container } = render(<RewardSymbol icon="🦄" />);
    expect(rewardSymbolOf('🦄')).toBe(FALLBACK_REWARD_SYMBOL);
    expect(container.querySelector('svg')).toBeInTheDocument();
    expect(container).not.toHaveTextContent('🦄');
    expect(rewardSymbolOf('toString')).toBe(FALLBACK_REWARD_SYMBOL);
  });
});
