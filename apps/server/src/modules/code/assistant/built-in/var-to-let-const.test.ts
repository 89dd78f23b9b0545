import { describe, expect, it } from 'vitest';
import { convertVarToLetConst } from './var-to-let-const';

const convert = (code: string) => convertVarToLetConst(code, 'javascript');

describe('convertVarToLetConst', () => {
  it('makes a never-reassigned var const and a reassigned one let', () => {
    expect(convert('var name = "Ada";\nvar count = 0;\ncount += 1;\nlog(name, count);')).toEqual({
      ok: true,
      code: 'const name = "Ada";\nlet count = 0;\ncount += 1;\nlog(name, count);',
      explanation: 'Turned 1 var declaration into const and 1 into let.',
    });
  });

  it('sees every kind of reassignment: operators, ++ and --, destructuring', () => {
    for (const change of [
      'a = 2',
      'a ||= 2',
      'a >>>= 1',
      'a++',
      '--a',
      '[a, b] = [b, a]',
      '({ a } = o)',
    ])
      expect(convert(`var a = 1;\nvar b = 2;\n${change};`)).toMatchObject({
        ok: true,
        code: expect.stringMatching(/^let a = 1;/) as string,
      });
  });

  it('does not take comparisons, arrows or properties for assignments', () => {
    expect(
      convert('var a = 1;\nif (a == 2 || a === 3) f(() => a);\no.a = 5;\nx[a] = 1;'),
    ).toMatchObject({
      ok: true,
      code: expect.stringMatching(/^const a = 1;/) as string,
    });
  });

  it('makes a var without a value let', () => {
    expect(convert('var a;\na = 1;')).toMatchObject({ code: 'let a;\na = 1;' });
  });

  it('makes a for-loop counter let', () => {
    expect(convert('for (var i = 0; i < 3; i++) {\n  log(i);\n}')).toMatchObject({
      ok: true,
      code: 'for (let i = 0; i < 3; i++) {\n  log(i);\n}',
    });
  });

  it('makes the variable of for…of and for…in const', () => {
    expect(convert('for (var x of xs) log(x);\nfor (var k in o) log(k);')).toMatchObject({
      ok: true,
      code: 'for (const x of xs) log(x);\nfor (const k in o) log(k);',
      explanation: 'Turned 2 var declarations into const.',
    });
  });

  it('makes a destructuring var let', () => {
    expect(convert('var { a, b } = o;\nvar [c] = list;')).toMatchObject({
      ok: true,
      code: 'let { a, b } = o;\nlet [c] = list;',
    });
  });

  it('makes a var with several names const only when every one of them can be', () => {
    expect(convert('var a = 1, b = 2;\nlog(a, b);')).toMatchObject({
      code: 'const a = 1, b = 2;\nlog(a, b);',
    });
    expect(convert('var a = 1, b;\nlog(a, b);')).toMatchObject({
      code: 'let a = 1, b;\nlog(a, b);',
    });
  });

  it('keeps a var declared twice, and says why', () => {
    const edit = convert('var a = 1;\nvar a = 2;\nvar b = 3;\nlog(a, b);');
    expect(edit).toEqual({
      ok: true,
      code: 'var a = 1;\nvar a = 2;\nconst b = 3;\nlog(a, b);',
      explanation:
        'Turned 1 var declaration into const. Kept var for `a` (declared more than once): as let or const the code would behave differently, because var belongs to the whole function.',
    });
  });

  it('keeps a var used before its declaration', () => {
    expect(convert('log(a);\nvar a = 1;')).toEqual({
      ok: false,
      reason:
        'Left every var as it was: `a` (used before its declaration); as let or const the code would behave differently, because var belongs to the whole function.',
    });
  });

  it('keeps a var whose value reads it, but not one whose function reads it later', () => {
    expect(convert('var app = app || {};')).toMatchObject({ ok: false });
    expect(convert('var f = function () { return f; };')).toMatchObject({
      code: 'const f = function () { return f; };',
    });
  });

  it('keeps a var used outside the block it is declared in, and a loop counter read after the loop', () => {
    expect(convert('if (ok) {\n  var a = 1;\n}\nlog(a);')).toMatchObject({ ok: false });
    expect(convert('for (var i = 0; i < 3; i++) {}\nlog(i);')).toMatchObject({ ok: false });
  });

  it('keeps a var declared without a value in a loop body, which let would reset each round', () => {
    const edit = convert('while (more()) {\n  var seen;\n  if (x) seen = true;\n}');
    expect(edit.ok === false && edit.reason).toMatch(/declared without a value inside a loop/);
  });

  it('treats each function as its own scope', () => {
    const code =
      'function a() { for (var i = 0; i < 2; i++) log(i); }\nfunction b() { var i = 5; log(i); }';
    expect(convert(code)).toMatchObject({
      ok: true,
      code: 'function a() { for (let i = 0; i < 2; i++) log(i); }\nfunction b() { const i = 5; log(i); }',
    });
  });

  it('reads code without semicolons and TypeScript annotations', () => {
    expect(convert('var a = 1\nvar b = a + 1\nlog(b)')).toMatchObject({
      code: 'const a = 1\nconst b = a + 1\nlog(b)',
    });
    expect(
      convertVarToLetConst(
        'var m: Map<string, number> = new Map(), n = 2;\nlog(m, n);',
        'typescript',
      ),
    ).toMatchObject({ code: 'const m: Map<string, number> = new Map(), n = 2;\nlog(m, n);' });
  });

  it('leaves `var` in strings, comments and properties alone', () => {
    expect(convert('// var x\nconst s = "var y";\no.var = 1;')).toEqual({
      ok: false,
      reason: 'There is no var declaration in the code.',
    });
  });

  it('refuses languages without var to convert', () => {
    const edit = convertVarToLetConst('x = 1', 'python');
    expect(edit.ok === false && edit.reason).toMatch(/Only JavaScript and TypeScript have var/);
  });
});
