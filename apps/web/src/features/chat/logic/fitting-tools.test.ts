import { describe, expect, it } from 'vitest';
import { countFittingTools, TOOL_GAP_PX, TOOL_WIDTH_PX } from './fitting-tools';

const STEP = TOOL_WIDTH_PX + TOOL_GAP_PX;

describe('countFittingTools', () => {
  it('shows every tool when they all fit, to the pixel', () => {
    expect(countFittingTools(11 * STEP - TOOL_GAP_PX, 11)).toBe(11);
    expect(countFittingTools(2000, 11)).toBe(11);
  });

  it('keeps room for the More tools button when one tool is left over', () => {
    // One pixel short of all eleven: ten would fit, but the button needs a place too.
    expect(countFittingTools(11 * STEP - TOOL_GAP_PX - 1, 11)).toBe(9);
  });

  it('shows as many tools as fit beside the button on a phone-sized toolbar', () => {
    expect(countFittingTools(5 * STEP - TOOL_GAP_PX, 11)).toBe(4);
    expect(countFittingTools(5 * STEP - TOOL_GAP_PX - 1, 11)).toBe(3);
  });

  it('puts every tool in the menu when only the button fits, or not even that', () => {
    expect(countFittingTools(TOOL_WIDTH_PX, 11)).toBe(0);
    expect(countFittingTools(0, 11)).toBe(0);
  });
});
