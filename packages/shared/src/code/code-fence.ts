import { CODE } from '../constants';
import type { CodeLanguage } from './code.schemas';

/** The names a fenced block's info string gives each Vibe-Coding language, beside its own id. */
const FENCE_ALIASES: Record<string, CodeLanguage> = {
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  node: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  py: 'python',
  python3: 'python',
  htm: 'html',
  xhtml: 'html',
  'c++': 'cpp',
  cc: 'cpp',
  cxx: 'cpp',
  hpp: 'cpp',
  rs: 'rust',
  golang: 'go',
};

/** The language a fenced block's info string names ("```py", "```c++ title=x"), or undefined. */
export function languageOfFence(info: string | undefined): CodeLanguage | undefined {
  const name = info?.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if ((CODE.languages as readonly string[]).includes(name)) return name as CodeLanguage;
  return FENCE_ALIASES[name];
}

/**
 * A fence of backticks that no run inside `code` can close (CommonMark: a closing fence is at
 * least as long as the opening one).
 */
export function fenceFor(code: string): string {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  return '`'.repeat(Math.max(3, longest + 1));
}

const CURRENT_CODE_HEADING = 'Current code:';

/**
 * The chat-enhanced message of a request about the editor's code (000 §7 "request plus current
 * code"): the request, then the code in a fence naming its language.
 */
export function messageWithCode(request: string, code: string, language: CodeLanguage): string {
  if (code.trim() === '') return request;
  const fence = fenceFor(code);
  return `${request}\n\n${CURRENT_CODE_HEADING}\n${fence}${language}\n${code}\n${fence}`;
}

/** A chat-enhanced message taken apart: the request, and the code it carries when it does. */
export interface CodeMessageParts {
  request: string;
  code?: string;
  language?: CodeLanguage;
}

/** Undoes messageWithCode; a message without the code part is all request. */
export function splitCodeMessage(message: string): CodeMessageParts {
  const at = message.lastIndexOf(`\n\n${CURRENT_CODE_HEADING}\n`);
  if (at < 0) return { request: message.trim() };
  const block = message.slice(at + CURRENT_CODE_HEADING.length + 3);
  const opening = /^(`{3,})([^\n`]*)\n/.exec(block);
  if (!opening) return { request: message.trim() };
  const [head, fence = '', info] = opening;
  const body = block.slice(head.length);
  const closing = body.lastIndexOf(`\n${fence}`);
  if (closing < 0 || body.slice(closing + fence.length + 1).trim() !== '') {
    return { request: message.trim() };
  }
  const language = languageOfFence(info);
  return {
    request: message.slice(0, at).trim(),
    code: body.slice(0, closing),
    ...(language ? { language } : {}),
  };
}
