import type { StarterTemplates } from './starter-tasks';

/** JavaScript starters: each runs as it is and prints an example. */
export const JAVASCRIPT_STARTERS: StarterTemplates = {
  'hello-world': `console.log('Hello, World!');
`,
  'add-two-numbers': `function add(a, b) {
  return a + b;
}

console.log(\`add(2, 3) = \${add(2, 3)}\`);
`,
  'reverse-a-string': `function reverse(text) {
  // Spreading splits by character, so letters outside the basic plane stay whole.
  return [...text].reverse().join('');
}

console.log(\`reverse("hello") = "\${reverse('hello')}"\`);
`,
  factorial: `function factorial(n) {
  let result = 1;
  for (let i = 2; i <= n; i++) {
    result *= i;
  }
  return result;
}

console.log(\`factorial(5) = \${factorial(5)}\`);
`,
  fibonacci: `function fibonacci(n) {
  let current = 0;
  let next = 1;
  for (let i = 0; i < n; i++) {
    [current, next] = [next, current + next];
  }
  return current;
}

console.log(\`fibonacci(10) = \${fibonacci(10)}\`);
const first = Array.from({ length: 10 }, (_, i) => fibonacci(i));
console.log(\`First 10 Fibonacci numbers: \${first.join(' ')}\`);
`,
  'prime-check': `function isPrime(n) {
  if (n < 2) return false;
  for (let divisor = 2; divisor * divisor <= n; divisor++) {
    if (n % divisor === 0) return false;
  }
  return true;
}

console.log(\`17 is \${isPrime(17) ? 'prime' : 'not prime'}\`);
console.log(\`18 is \${isPrime(18) ? 'prime' : 'not prime'}\`);
const primes = [];
for (let n = 1; n <= 30; n++) {
  if (isPrime(n)) primes.push(n);
}
console.log(\`Primes up to 30: \${primes.join(' ')}\`);
`,
  fizzbuzz: `function fizzBuzz(n) {
  if (n % 15 === 0) return 'FizzBuzz';
  if (n % 3 === 0) return 'Fizz';
  if (n % 5 === 0) return 'Buzz';
  return String(n);
}

for (let n = 1; n <= 15; n++) {
  console.log(fizzBuzz(n));
}
`,
};
