import { describe, expect, it } from 'vitest';
import { fenceFor, languageOfFence, messageWithCode, splitCodeMessage } from './code-fence';

describe('code fences', () => {
  it('names the language of an info string, by id or alias', () => {
    expect(languageOfFence('python')).toBe('python');
    expect(languageOfFence('py')).toBe('python');
    expect(languageOfFence('C++ title="main.cpp"')).toBe('cpp');
    expect(languageOfFence('golang')).toBe('go');
    expect(languageOfFence('tsx')).toBe('typescript');
    expect(languageOfFence('cobol')).toBeUndefined();
    expect(languageOfFence('')).toBeUndefined();
    expect(languageOfFence(undefined)).toBeUndefined();
  });

  it('makes a fence longer than any backtick run in the code', () => {
    expect(fenceFor('print(1)')).toBe('```');
    expect(fenceFor('const s = `a ${"```"}`;\n````')).toBe('`````');
  });

  it('carries the code beside the request and takes them apart again', () => {
    const code = 'def f():\n    return "```"\n\n';
    const message = messageWithCode('Rename f to g', code, 'python');
    expect(message.startsWith('Rename f to g\n\nCurrent code:\n````python\n')).toBe(true);
    expect(splitCodeMessage(message)).toEqual({
      request: 'Rename f to g',
      code,
      language: 'python',
    });
  });

  it('sends a request alone when the editor is empty', () => {
    expect(messageWithCode('hello world in go', '  \n', 'go')).toBe('hello world in go');
    expect(splitCodeMessage('hello world in go')).toEqual({ request: 'hello world in go' });
  });

  it('reads a message whose code part is broken as all request', () => {
    const unclosed = 'Format it\n\nCurrent code:\n```js\nlet a=1';
    expect(splitCodeMessage(unclosed)).toEqual({ request: unclosed });
    const trailing = 'Format it\n\nCurrent code:\n```js\nlet a=1\n```\nand more';
    expect(splitCodeMessage(trailing).code).toBeUndefined();
  });

  it('keeps the request when the user pasted code of their own into it', () => {
    const request = 'Why does this fail?\n```js\nnull.x\n```';
    const parts = splitCodeMessage(messageWithCode(request, 'null.x', 'javascript'));
    expect(parts).toEqual({ request, code: 'null.x', language: 'javascript' });
  });
});
