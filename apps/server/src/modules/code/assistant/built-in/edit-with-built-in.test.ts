import type { CodeLanguage } from '@polymath/shared';
import { describe, expect, it } from 'vitest';
import { editWithBuiltIn } from './index';

const edit = (currentCode: string, editRequest: string, language: CodeLanguage = 'javascript') =>
  editWithBuiltIn({ currentCode, language, editRequest });

describe('editWithBuiltIn', () => {
  it('formats on request', async () => {
    expect(await edit('let a=1', 'Please format the code')).toMatchObject({
      ok: true,
      code: 'let a = 1;',
    });
  });

  it('renames on request, and a CSS class written with its dot', async () => {
    expect(await edit('let total = 1; log(total);', 'rename `total` to `sum`')).toEqual({
      ok: true,
      code: 'let sum = 1; log(sum);',
      explanation: 'Renamed `total` to `sum` (2 places).',
    });
    expect(
      await edit('.card { color: red }', 'rename the class .card to .panel', 'css'),
    ).toMatchObject({
      ok: true,
      code: '.panel { color: red }',
    });
  });

  it('removes comments, or says there are none', async () => {
    expect(await edit('a(); // x', 'remove all comments')).toMatchObject({
      ok: true,
      code: 'a();',
    });
    expect(await edit('a();', 'remove comments')).toEqual({
      ok: false,
      reason: 'There are no comments to remove.',
    });
  });

  it('removes "the comment" only when there is one, and says how to remove them all', async () => {
    expect(await edit('a(); // x', 'delete the comment')).toMatchObject({ ok: true, code: 'a();' });
    const refusal = await edit('// x\na(); // y', 'delete the comment');
    expect(refusal.ok === false && refusal.reason).toMatch(
      /2 comments: ask to remove all comments/,
    );
  });

  it('adds a dictated comment', async () => {
    expect(await edit('print(1)', 'add a comment saying Prints one', 'python')).toMatchObject({
      ok: true,
      code: '# Prints one\nprint(1)',
    });
  });

  it('says that explaining comments need a model and how to dictate one', async () => {
    expect(await edit('print(1)', 'add comments', 'python')).toEqual({
      ok: false,
      reason:
        'Writing comments that explain the code needs a connected model: the operator sets AI_BASE_URL (see README). The built-in engine can add a comment you dictate, e.g. add a comment "Reads the scores".',
    });
  });

  it('turns var into let and const', async () => {
    expect(await edit('var a = 1;', 'convert var to let/const')).toMatchObject({
      ok: true,
      code: 'const a = 1;',
    });
    expect(await edit('let a = 1;', 'use let and const')).toEqual({
      ok: false,
      reason: 'There is no var declaration in the code.',
    });
  });

  it.each(['add error handling', 'make it faster', 'translate to python', 'add a loop'])(
    'refuses "%s", saying what it can do and that a model is needed',
    async (request) => {
      expect(await edit('let a = 1;', request)).toEqual({
        ok: false,
        reason:
          'The built-in engine can format JavaScript, TypeScript, HTML and CSS, rename an identifier, remove comments, add a comment you dictate, turn var into let/const and write starter programs. This change needs a connected model: the operator sets AI_BASE_URL (see README).',
      });
    },
  );

  it('refuses to edit blank code', async () => {
    const refusal = await edit('  \n', 'format the code');
    expect(refusal.ok === false && refusal.reason).toMatch(/^There is no code to edit yet\./);
  });

  it('writes a starter into blank code, in the language asked for', async () => {
    expect(await edit('', 'write a function that computes the factorial', 'python')).toMatchObject({
      ok: true,
      code: expect.stringContaining('def factorial(n):') as string,
      explanation: expect.stringContaining('A Python program') as string,
    });
    const go = await edit('\n', 'hello world in go', 'python');
    expect(go).toMatchObject({ ok: true, code: expect.stringContaining('package main') as string });
    expect(go.ok && go.explanation).toMatch(/Set the editor's language to Go to run it\.$/);
  });

  it('does not write a starter over code', async () => {
    const refusal = await edit('let a = 1;', 'write hello world');
    expect(refusal.ok === false && refusal.reason).toMatch(/into an empty editor only/);
  });
});
