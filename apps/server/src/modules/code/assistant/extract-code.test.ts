import { describe, expect, it } from 'vitest';
import { extractCode } from './extract-code';

describe('extractCode', () => {
  it('takes the fenced program and keeps the words around it as the message', () => {
    const answer = 'Here is the program:\n\n```python\nprint("hi")\n```\n\nIt prints hi.';
    expect(extractCode(answer)).toEqual({
      code: 'print("hi")\n',
      language: 'python',
      message: 'Here is the program:\n\nIt prints hi.',
    });
  });

  it('reads tilde fences, longer fences holding backticks, and aliases', () => {
    expect(extractCode('~~~js\nlet a = 1;\n~~~')).toMatchObject({
      code: 'let a = 1;\n',
      language: 'javascript',
    });
    const nested = '````md\nUse ```js fences\n````';
    expect(extractCode(nested)?.code).toBe('Use ```js fences\n');
  });

  it('takes a block the model never closed up to the end of the answer', () => {
    expect(extractCode('Sure:\n```go\npackage main\nfunc main() {}')).toEqual({
      code: 'package main\nfunc main() {}\n',
      language: 'go',
      message: 'Sure:',
    });
  });

  it('prefers the block in the requested language, then the longest', () => {
    const answer =
      '```bash\npip install x\n```\n```python\nimport x\n```\n```text\nlong output here\n```';
    expect(extractCode(answer, 'python')?.code).toBe('import x\n');
    expect(extractCode(answer)?.code).toBe('long output here\n');
  });

  it('finds no code in plain text, empty blocks or indented lines without a fence', () => {
    expect(extractCode('Use a loop and print each item.')).toBeUndefined();
    expect(extractCode('```\n\n```')).toBeUndefined();
    const indented = 'I changed the names:\n\n    The loop now counts down, and the total is kept.';
    expect(extractCode(indented)).toBeUndefined();
    expect(extractCode('  ```py\nx = 1\n  ```')?.code).toBe('x = 1\n');
  });

  it('reads Windows line breaks and inline code as text', () => {
    expect(extractCode('Call `f()`:\r\n```ts\r\nf();\r\n```\r\n')).toEqual({
      code: 'f();\n',
      language: 'typescript',
      message: 'Call `f()`:',
    });
  });
});
