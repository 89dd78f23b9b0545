import { describe, expect, it } from 'vitest';
import { formatCode } from './format-code';

describe('formatCode', () => {
  it('formats JavaScript with Prettier', async () => {
    expect(await formatCode('function f(a,b){return a+b}\n', 'javascript')).toEqual({
      ok: true,
      code: 'function f(a, b) {\n  return a + b;\n}\n',
      explanation:
        "Formatted the JavaScript with Prettier's default style (indentation, spacing, quotes and line breaks).",
    });
  });

  it('formats TypeScript, HTML and CSS', async () => {
    expect(await formatCode('const n:number=1', 'typescript')).toMatchObject({
      ok: true,
      code: 'const n: number = 1;',
    });
    expect(await formatCode('<ul><li>a</li><li>b</li></ul>\n', 'html')).toMatchObject({
      ok: true,
      code: '<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n',
    });
    expect(await formatCode('a{color:red;margin:0}', 'css')).toMatchObject({
      ok: true,
      code: 'a {\n  color: red;\n  margin: 0;\n}',
    });
  });

  it("keeps the code's own ending: no line break added at the end", async () => {
    expect(await formatCode('let a=1', 'javascript')).toMatchObject({ code: 'let a = 1;' });
  });

  it('says so when the code is already formatted', async () => {
    expect(await formatCode('const a = 1;\n', 'javascript')).toEqual({
      ok: false,
      reason: 'The JavaScript is already formatted: Prettier changes nothing.',
    });
    expect(await formatCode('const a = 1;', 'javascript')).toMatchObject({ ok: false });
  });

  it('says what Prettier could not read', async () => {
    const edit = await formatCode('function (', 'javascript');
    expect(edit.ok).toBe(false);
    expect(edit.ok === false && edit.reason).toMatch(/^Prettier could not read the code: \S.*$/);
  });

  it('refuses the languages Prettier does not format here, naming them', async () => {
    expect(await formatCode('x=1', 'python')).toEqual({
      ok: false,
      reason:
        'The built-in engine formats JavaScript, TypeScript, HTML and CSS (with Prettier); formatting Python needs a connected model: the operator sets AI_BASE_URL (see README).',
    });
    const edit = await formatCode('int main(){}', 'cpp');
    expect(edit.ok === false && edit.reason).toMatch(/formatting C\+\+ needs a connected model/);
  });
});
