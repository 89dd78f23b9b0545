/** The programs the built-in engine writes from templates. */
export const STARTER_TASKS = [
  'hello-world',
  'add-two-numbers',
  'reverse-a-string',
  'factorial',
  'fibonacci',
  'prime-check',
  'fizzbuzz',
] as const;
export type StarterTask = (typeof STARTER_TASKS)[number];

/** The templates of one language: a complete program per task. */
export type StarterTemplates = Record<StarterTask, string>;

/** What each starter does, for its explanation ("A Python program that …"). */
export const STARTER_SUMMARIES: Record<StarterTask, string> = {
  'hello-world': 'prints "Hello, World!"',
  'add-two-numbers': 'defines a function that adds two numbers and prints add(2, 3) = 5',
  'reverse-a-string':
    'defines a function that reverses a string and prints "hello" reversed ("olleh")',
  factorial: 'defines a factorial function and prints factorial(5) = 120',
  fibonacci:
    'defines a Fibonacci function and prints fibonacci(10) = 55 and the first 10 Fibonacci numbers',
  'prime-check':
    'defines a function that checks whether a number is prime and prints the primes up to 30',
  fizzbuzz: 'defines FizzBuzz and prints it from 1 to 15',
};
