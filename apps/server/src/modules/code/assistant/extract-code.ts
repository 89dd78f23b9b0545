import { type CodeLanguage, languageOfFence } from '@polymath/shared';
import { fromMarkdown } from 'mdast-util-from-markdown';

/** The code of a model's answer and the words around it. */
export interface ExtractedCode {
  code: string;
  /** The language the block's fence names, when it names one of the nine. */
  language?: CodeLanguage;
  /** The answer without the block: the model's explanation. */
  message: string;
}

type MarkdownNode = ReturnType<typeof fromMarkdown>['children'][number];
type CodeNode = Extract<MarkdownNode, { type: 'code' }>;

function codeBlocksOf(answer: string): CodeNode[] {
  const blocks: CodeNode[] = [];
  const visit = (node: { type: string; children?: unknown }) => {
    if (node.type === 'code') blocks.push(node as CodeNode);
    if (Array.isArray(node.children)) {
      for (const child of node.children as MarkdownNode[]) visit(child);
    }
  };
  visit(fromMarkdown(answer));
  return blocks;
}

/**
 * Whether a block was fenced (``` or ~~~). CommonMark also reads lines indented by four spaces as
 * code, and a model's indented prose would then be written into the editor as the program.
 */
function isFenced(block: CodeNode, answer: string): boolean {
  const start = block.position?.start.offset;
  return start !== undefined && /^ {0,3}(`{3,}|~{3,})/.test(answer.slice(start, start + 8));
}

/**
 * The program in a model's answer, read as CommonMark reads fences (backticks or tildes of any
 * length, a fence the model never closed): the block in `preferred` language if there is one,
 * otherwise the longest. Undefined when the answer holds no fenced block: words or indented lines
 * alone are not applied as code.
 */
export function extractCode(answer: string, preferred?: CodeLanguage): ExtractedCode | undefined {
  const blocks = codeBlocksOf(answer).filter(
    (block) => block.value.trim() !== '' && isFenced(block, answer),
  );
  if (blocks.length === 0) return undefined;
  const inPreferred = blocks.filter((block) => languageOfFence(block.lang ?? '') === preferred);
  const candidates = inPreferred.length > 0 ? inPreferred : blocks;
  const chosen = candidates.reduce((best, block) =>
    block.value.length > best.value.length ? block : best,
  );
  const start = chosen.position?.start.offset ?? 0;
  const end = chosen.position?.end.offset ?? answer.length;
  const message = `${answer.slice(0, start)}\n\n${answer.slice(end)}`
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const language = languageOfFence(chosen.lang ?? '');
  return {
    // A program ends with one line break, whatever the model put after it.
    code: `${chosen.value.replace(/\s+$/, '')}\n`,
    ...(language ? { language } : {}),
    message,
  };
}
