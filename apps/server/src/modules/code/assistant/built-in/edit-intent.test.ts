import { describe, expect, it } from 'vitest';
import { editIntentOf } from './edit-intent';

describe('editIntentOf', () => {
  it.each([
    'format',
    'Format the code',
    'please prettify this',
    'beautify my code',
    'fix the indentation',
    'Clean up the formatting.',
    'reformat it with prettier please',
    'run prettier',
  ])('reads "%s" as formatting', (request) => {
    expect(editIntentOf(request)).toEqual({ kind: 'format' });
  });

  it.each([
    ['rename foo to bar', 'foo', 'bar'],
    ['Rename the variable `total` to `sum`', 'total', 'sum'],
    ['rename the function "calc" to "compute".', 'calc', 'compute'],
    ['change the name of count to n', 'count', 'n'],
    ["can you rename 'x' as 'y'", 'x', 'y'],
    ['rename the class .card to .panel', '.card', '.panel'],
  ])('reads "%s" as a rename', (request, from, to) => {
    expect(editIntentOf(request)).toEqual({ kind: 'rename', from, to });
  });

  it.each(['remove all comments', 'Delete the comments from the code', 'strip comments'])(
    'reads "%s" as removing every comment',
    (request) => {
      expect(editIntentOf(request)).toEqual({ kind: 'remove-comments', onlyOne: false });
    },
  );

  it('reads "remove the comment" as removing one comment', () => {
    expect(editIntentOf('remove the comment')).toEqual({ kind: 'remove-comments', onlyOne: true });
  });

  it.each([
    ['add a comment "Reads the scores"', 'Reads the scores'],
    ['add a comment saying Reads the scores', 'Reads the scores'],
    ['Add a comment: Reads the scores.', 'Reads the scores'],
    ['add a comment at the top saying "Reads the scores"', 'Reads the scores'],
    ['insert a comment “Reads the scores” at the start', 'Reads the scores'],
    ['put a comment at the top of the file that says v2', 'v2'],
    ['add "Reads the scores" as a comment', 'Reads the scores'],
  ])('reads "%s" as a dictated comment', (request, text) => {
    expect(editIntentOf(request)).toEqual({ kind: 'add-comment', text });
  });

  it.each([
    'add comments',
    'add a comment',
    'comment the code',
    'explain the code with comments',
    'add a comment explaining the loop',
    'add docstrings',
  ])('reads "%s" as comments only a model can write', (request) => {
    expect(editIntentOf(request)).toEqual({ kind: 'explain-with-comments' });
  });

  it.each([
    'convert var to let/const',
    'replace var',
    'use let and const',
    'modernize var declarations',
    'change var to let',
    'replace all var declarations',
  ])('reads "%s" as var to let/const', (request) => {
    expect(editIntentOf(request)).toEqual({ kind: 'var-to-let-const' });
  });

  it.each([
    'add error handling',
    'make it faster',
    'translate to python',
    'format the output as a table',
    'fix the indentation and add a loop',
    'change var x to 5',
    '',
  ])('reads "%s" as something the built-in engine cannot do', (request) => {
    expect(editIntentOf(request)).toEqual({ kind: 'other' });
  });
});
