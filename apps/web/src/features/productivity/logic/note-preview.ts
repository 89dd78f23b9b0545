import { PRODUCTIVITY } from '@polymath/shared';

/** A note card's preview: the content's first PRODUCTIVITY.notePreviewChars characters (001 §2). */
export function notePreviewOf(content: string): string {
  const characters = Array.from(content);
  if (characters.length <= PRODUCTIVITY.notePreviewChars) return content;
  return `${characters.slice(0, PRODUCTIVITY.notePreviewChars).join('').trimEnd()}…`;
}

/** '1 word', '250 words'. */
export function wordCountLabel(count: number): string {
  return `${count.toLocaleString()} ${count === 1 ? 'word' : 'words'}`;
}
