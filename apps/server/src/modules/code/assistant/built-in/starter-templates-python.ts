import type { StarterTemplates } from './starter-tasks';

/** Python starters: each runs as it is and prints an example. */
export const PYTHON_STARTERS: StarterTemplates = {
  'hello-world': `print("Hello, World!")
`,
  'add-two-numbers': `def add(a, b):
    return a + b


print(f"add(2, 3) = {add(2, 3)}")
`,
  'reverse-a-string': `def reverse(text):
    return text[::-1]


print(f'reverse("hello") = "{reverse("hello")}"')
`,
  factorial: `def factorial(n):
    result = 1
    for i in range(2, n + 1):
        result *= i
    return result


print(f"factorial(5) = {factorial(5)}")
`,
  fibonacci: `def fibonacci(n):
    current, following = 0, 1
    for _ in range(n):
        current, following = following, current + following
    return current


print(f"fibonacci(10) = {fibonacci(10)}")
first = [fibonacci(i) for i in range(10)]
print("First 10 Fibonacci numbers:", " ".join(str(number) for number in first))
`,
  'prime-check': `def is_prime(n):
    if n < 2:
        return False
    divisor = 2
    while divisor * divisor <= n:
        if n % divisor == 0:
            return False
        divisor += 1
    return True


for n in (17, 18):
    print(f"{n} is {'prime' if is_prime(n) else 'not prime'}")
primes = [n for n in range(1, 31) if is_prime(n)]
print("Primes up to 30:", " ".join(str(n) for n in primes))
`,
  fizzbuzz: `def fizz_buzz(n):
    if n % 15 == 0:
        return "FizzBuzz"
    if n % 3 == 0:
        return "Fizz"
    if n % 5 == 0:
        return "Buzz"
    return str(n)


for n in range(1, 16):
    print(fizz_buzz(n))
`,
};
