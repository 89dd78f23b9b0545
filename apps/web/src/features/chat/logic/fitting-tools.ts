/** The width of one toolbar tool, the More tools button included (`size-8`). */
export const TOOL_WIDTH_PX = 32;
/** The space between two tools (`gap-0.5`). */
export const TOOL_GAP_PX = 2;

/**
 * How many of `toolCount` tools show in `availableWidth` pixels: all of them when they fit, else as
 * many as fit beside the More tools button that holds the rest (never fewer than none).
 */
export function countFittingTools(availableWidth: number, toolCount: number): number {
  const widthOf = (count: number) => count * TOOL_WIDTH_PX + Math.max(0, count - 1) * TOOL_GAP_PX;
  if (widthOf(toolCount) <= availableWidth) return toolCount;
  let count = toolCount - 1;
  // Beside the More tools button: the tools, the button and a gap before it.
  while (count > 0 && widthOf(count + 1) > availableWidth) count -= 1;
  return count;
}
