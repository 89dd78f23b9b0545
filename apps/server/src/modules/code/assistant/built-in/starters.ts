import type { CodeLanguage } from '@polymath/shared';
import { LANGUAGE_LABELS, languageNamedIn } from './language-names';
import type { StarterTask, StarterTemplates } from './starter-tasks';
import { STARTER_SUMMARIES } from './starter-tasks';
import { CPP_STARTERS } from './starter-templates-cpp';
import { GO_STARTERS } from './starter-templates-go';
import { JAVA_STARTERS } from './starter-templates-java';
import { JAVASCRIPT_STARTERS } from './starter-templates-javascript';
import { PYTHON_STARTERS } from './starter-templates-python';
import { RUST_STARTERS } from './starter-templates-rust';
import { TYPESCRIPT_STARTERS } from './starter-templates-typescript';
import { CSS_HELLO_WORLD, HTML_HELLO_WORLD } from './starter-templates-web';

/** A program the built-in engine writes from its templates. */
export interface Starter {
  code: string;
  language: CodeLanguage;
  explanation: string;
}

type ProgramLanguage = Exclude<CodeLanguage, 'html' | 'css'>;

const TEMPLATES: Record<ProgramLanguage, StarterTemplates> = {
  javascript: JAVASCRIPT_STARTERS,
  typescript: TYPESCRIPT_STARTERS,
  python: PYTHON_STARTERS,
  java: JAVA_STARTERS,
  cpp: CPP_STARTERS,
  rust: RUST_STARTERS,
  go: GO_STARTERS,
};

// Checked in order: "a function that prints hello world" is a hello world, but FizzBuzz is not
// an addition.
const TASK_PATTERNS: Array<[StarterTask, RegExp]> = [
  ['fizzbuzz', /\bfizz[\s-]*buzz\b/i],
  ['factorial', /\bfactorials?\b/i],
  ['fibonacci', /\bfib(?:onacc?i)?\b/i],
  ['prime-check', /\b(?:primes?|primality)\b/i],
  [
    'reverse-a-string',
    /\brevers(?:e|es|ed|ing|al)\b.*\b(?:strings?|text|words?)\b|\b(?:strings?|text)\b.*\brevers(?:e|al)\b/i,
  ],
  [
    'add-two-numbers',
    /\b(?:add|adds|adding|addition|sum|sums|summing)\b.*\b(?:two|2|a\s+pair\s+of)\s+(?:numbers|integers|ints|values)\b|\b(?:add|sum)\s+(?:two|2)\b/i,
  ],
  ['hello-world', /\bhello[\s,-]*world\b/i],
];

// Every word of a starter request must be one of these: a request that asks for more ("…using
// recursion", "…with a button") is not what the template writes, so a model has to write it.
const STARTER_WORDS = new Set(
  `write create make generate build implement code give show me us i need want can you could
  would please how do a an the that to which for in of on using with program programs function
  functions script method snippet example implementation simple small basic quick short tiny it
  its and then also just print prints printing display displays output outputs say says saying
  return returns returning calculate calculates calculating compute computes computing find
  finds finding get gets check checks checking test tests testing determine determines tell
  tells whether if is are number numbers integer integers int ints value values n nth first
  given input any two pair string strings text word up till until from language lang version
  sequence series term terms element elements th st nd rd javascript js typescript ts python py
  python3 java c++ cpp rust go golang node nodejs hello world helloworld fizz buzz fizzbuzz
  factorial factorials fibonacci fib prime primes primality not add adds adding addition sum sums
  summing together reverse reverses reversed reversing reversal html css page webpage stylesheet`.split(
    /\s+/,
  ),
);

const isStarterRequest = (request: string): boolean =>
  (request.toLowerCase().match(/[a-z][a-z0-9+]*|\d+/g) ?? []).every(
    (word) => /^\d+$/.test(word) || STARTER_WORDS.has(word),
  );

/**
 * A starter program for a request like "hello world in go" or "write a function that reverses a
 * string", or undefined when none is recognised. `fallbackLanguage` is used when the request
 * names no language; a function asked for in HTML or CSS is written in JavaScript.
 */
export function starterFor(request: string, fallbackLanguage: CodeLanguage): Starter | undefined {
  const task = TASK_PATTERNS.find(([, pattern]) => pattern.test(request))?.[0];
  if (!task) return undefined;
  if (!isStarterRequest(request)) return undefined;
  const named = languageNamedIn(request) ?? fallbackLanguage;
  if (task === 'hello-world' && (named === 'html' || named === 'css')) return webHelloWorld(named);
  const language: ProgramLanguage = named === 'html' || named === 'css' ? 'javascript' : named;
  return {
    code: TEMPLATES[language][task],
    language,
    explanation: `A ${LANGUAGE_LABELS[language]} program that ${STARTER_SUMMARIES[task]}. Written from the built-in engine's templates; a connected model writes other programs.`,
  };
}

function webHelloWorld(language: 'html' | 'css'): Starter {
  if (language === 'html')
    return {
      code: HTML_HELLO_WORLD,
      language,
      explanation:
        'A small HTML page with a "Hello, World!" heading; Run shows it in the live preview. Written from the built-in engine\'s templates; a connected model writes other pages.',
    };
  return {
    code: CSS_HELLO_WORLD,
    language,
    explanation:
      'A stylesheet that centres a "Hello, World!" heading and colours it; it shows in the live preview, applied to your HTML\'s <h1>. Written from the built-in engine\'s templates; a connected model writes other styles.',
  };
}
