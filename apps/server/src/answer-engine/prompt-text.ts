import type { LanguageModelV3Prompt } from '@ai-sdk/provider';

/** The text of the last user message in a prompt: the question the built-in engine answers. */
export function readLastUserText(prompt: LanguageModelV3Prompt): string {
  for (let index = prompt.length - 1; index >= 0; index -= 1) {
    const message = prompt[index];
    if (message?.role !== 'user') continue;
    return message.content
      .map((part) => (part.type === 'text' ? part.text : ''))
      .join(' ')
      .trim();
  }
  return '';
}

/** Splits a reply into word-sized chunks (each word with its trailing space) for streaming. */
export function splitIntoChunks(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? [];
}
