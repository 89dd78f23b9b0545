import { describe, expect, it } from 'vitest';
import { languageNamedIn } from './language-names';

describe('languageNamedIn', () => {
  it.each([
    ['hello world in python', 'python'],
    ['a rust program that adds two numbers', 'rust'],
    ['write it in C++', 'cpp'],
    ['golang fizzbuzz', 'go'],
    ['hello world in go', 'go'],
    ['a Go function', 'go'],
    ['JS please', 'javascript'],
    ['TS version', 'typescript'],
    ['javascript', 'javascript'],
    ['in Java', 'java'],
    ['an HTML page', 'html'],
    ['some CSS', 'css'],
    ['translate this JavaScript to Python', 'python'],
  ])('finds the language in "%s"', (request, language) => {
    expect(languageNamedIn(request)).toBe(language);
  });

  it.each([
    "let's go",
    'clean the rust off the bike',
    'go through the list',
    'write a function',
    '',
  ])('finds none in "%s"', (request) => {
    expect(languageNamedIn(request)).toBeUndefined();
  });
});
