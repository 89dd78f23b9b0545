import type { StarterTemplates } from './starter-tasks';

/** Rust starters: each compiles and runs as it is and prints an example. */
export const RUST_STARTERS: StarterTemplates = {
  'hello-world': `fn main() {
    println!("Hello, World!");
}
`,
  'add-two-numbers': `fn add(a: i32, b: i32) -> i32 {
    a + b
}

fn main() {
    println!("add(2, 3) = {}", add(2, 3));
}
`,
  'reverse-a-string': `fn reverse(text: &str) -> String {
    text.chars().rev().collect()
}

fn main() {
    println!("reverse(\\"hello\\") = \\"{}\\"", reverse("hello"));
}
`,
  factorial: `fn factorial(n: u64) -> u64 {
    (2..=n).product()
}

fn main() {
    println!("factorial(5) = {}", factorial(5));
}
`,
  fibonacci: `fn fibonacci(n: u32) -> u64 {
    let (mut current, mut next) = (0u64, 1u64);
    for _ in 0..n {
        let sum = current + next;
        current = next;
        next = sum;
    }
    current
}

fn main() {
    println!("fibonacci(10) = {}", fibonacci(10));
    let first: Vec<String> = (0..10).map(|i| fibonacci(i).to_string()).collect();
    println!("First 10 Fibonacci numbers: {}", first.join(" "));
}
`,
  'prime-check': `fn is_prime(n: u32) -> bool {
    if n < 2 {
        return false;
    }
    let mut divisor = 2;
    while divisor * divisor <= n {
        if n % divisor == 0 {
            return false;
        }
        divisor += 1;
    }
    true
}

fn main() {
    for n in [17, 18] {
        println!("{} is {}", n, if is_prime(n) { "prime" } else { "not prime" });
    }
    let primes: Vec<String> = (1..=30).filter(|&n| is_prime(n)).map(|n| n.to_string()).collect();
    println!("Primes up to 30: {}", primes.join(" "));
}
`,
  fizzbuzz: `fn fizz_buzz(n: u32) -> String {
    match (n % 3, n % 5) {
        (0, 0) => "FizzBuzz".to_string(),
        (0, _) => "Fizz".to_string(),
        (_, 0) => "Buzz".to_string(),
        _ => n.to_string(),
    }
}

fn main() {
    for n in 1..=15 {
        println!("{}", fizz_buzz(n));
    }
}
`,
};
