import { describe, expect, it } from 'vitest';
import { starterFor } from './starters';

describe('starterFor', () => {
  it('writes hello world in the language the request names', () => {
    const starter = starterFor('hello world in go', 'python');
    expect(starter).toMatchObject({ language: 'go' });
    expect(starter?.code).toContain('fmt.Println("Hello, World!")');
    expect(starter?.explanation).toBe(
      'A Go program that prints "Hello, World!". Written from the built-in engine\'s templates; a connected model writes other programs.',
    );
  });

  it("uses the editor's language when the request names none", () => {
    expect(starterFor('write a function that reverses a string', 'rust')).toMatchObject({
      language: 'rust',
      code: expect.stringContaining('.rev()') as string,
    });
  });

  it.each([
    ['write a function that adds two numbers', 'add(a, b)'],
    ['a function to reverse a string', 'reverse(text)'],
    ['Write a Python function that computes the factorial of n', 'factorial(n)'],
    ['code that prints the first n fibonacci numbers', 'fibonacci(n)'],
    ['a function which checks whether a number is prime', 'isPrime(n)'],
    ['program that prints fizzbuzz', 'fizzBuzz(n)'],
    ['Hello, World!', "console.log('Hello, World!')"],
  ])('recognises "%s"', (request, fragment) => {
    expect(starterFor(request, 'javascript')?.code).toContain(fragment);
  });

  it('names the function the way each language does', () => {
    expect(starterFor('prime check in python', 'javascript')?.code).toContain('def is_prime(n)');
    expect(starterFor('fizzbuzz in c++', 'javascript')?.code).toContain('fizz_buzz(int n)');
  });

  it('writes every Java starter as public class Main, which the sandbox compiles', () => {
    for (const request of [
      'hello world',
      'add two numbers',
      'reverse a string',
      'factorial',
      'fibonacci',
      'is prime',
      'fizzbuzz',
    ])
      expect(starterFor(request, 'java')?.code).toContain('public class Main {');
  });

  it('writes a page for hello world in HTML and a stylesheet for CSS', () => {
    const page = starterFor('hello world', 'html');
    expect(page).toMatchObject({ language: 'html' });
    expect(page?.code).toMatch(/^<!DOCTYPE html>[\s\S]*<h1>Hello, World!<\/h1>[\s\S]*<\/html>\n$/);
    const sheet = starterFor('hello world in css', 'javascript');
    expect(sheet).toMatchObject({ language: 'css' });
    expect(sheet?.code).toContain('h1 {');
    expect(sheet?.explanation).toMatch(/live preview/);
  });

  it('writes a function asked for in an HTML editor in JavaScript', () => {
    expect(starterFor('a function that computes a factorial', 'html')).toMatchObject({
      language: 'javascript',
    });
  });

  it.each([
    'write a function that sorts a list',
    'a function that reverses a string in place using recursion',
    'what is a factorial?',
    'explain fibonacci',
    'hello world with a button',
    'write a web server',
  ])('recognises no starter in "%s"', (request) => {
    expect(starterFor(request, 'python')).toBeUndefined();
  });
});
