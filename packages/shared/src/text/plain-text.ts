/** Markdown's marks, each with what of it a reader sees. */
const MARKDOWN_MARKS: readonly [RegExp, string][] = [
  [/```[^\n]*\n?/g, ''],
  [/\[([^\]]*)\]\([^)]*\)/g, '$1'],
  [/\*\*(.+?)\*\*/g, '$1'],
  [/__(.+?)__/g, '$1'],
  [/(^|[\s(])\*(\S(?:.*?\S)?)\*(?=[\s).,!?:;]|$)/g, '$1$2'],
  [/`([^`]+)`/g, '$1'],
  [/^#{1,6}\s+/gm, ''],
  [/^\s*(?:[-*+]|\d+\.)\s+/gm, ''],
];

/**
 * A formatted answer as a reader sees it, for previews that show text, not Markdown ('Today is
 * **Monday**' reads 'Today is Monday'); lines are kept.
 */
export function plainTextOfMarkdown(text: string): string {
  return MARKDOWN_MARKS.reduce((result, [pattern, keep]) => result.replace(pattern, keep), text);
}
