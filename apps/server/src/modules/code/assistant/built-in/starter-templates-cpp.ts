import type { StarterTemplates } from './starter-tasks';

/** C++ starters: each compiles and runs as it is and prints an example. */
export const CPP_STARTERS: StarterTemplates = {
  'hello-world': `#include <iostream>

int main() {
    std::cout << "Hello, World!" << std::endl;
    return 0;
}
`,
  'add-two-numbers': `#include <iostream>

int add(int a, int b) {
    return a + b;
}

int main() {
    std::cout << "add(2, 3) = " << add(2, 3) << std::endl;
    return 0;
}
`,
  'reverse-a-string': `#include <iostream>
#include <string>

std::string reverse(const std::string& text) {
    return std::string(text.rbegin(), text.rend());
}

int main() {
    std::cout << "reverse(\\"hello\\") = \\"" << reverse("hello") << "\\"" << std::endl;
    return 0;
}
`,
  factorial: `#include <iostream>

unsigned long long factorial(unsigned int n) {
    unsigned long long result = 1;
    for (unsigned int i = 2; i <= n; i++) {
        result *= i;
    }
    return result;
}

int main() {
    std::cout << "factorial(5) = " << factorial(5) << std::endl;
    return 0;
}
`,
  fibonacci: `#include <iostream>

unsigned long long fibonacci(unsigned int n) {
    unsigned long long current = 0;
    unsigned long long next = 1;
    for (unsigned int i = 0; i < n; i++) {
        unsigned long long sum = current + next;
        current = next;
        next = sum;
    }
    return current;
}

int main() {
    std::cout << "fibonacci(10) = " << fibonacci(10) << std::endl;
    std::cout << "First 10 Fibonacci numbers:";
    for (unsigned int i = 0; i < 10; i++) {
        std::cout << " " << fibonacci(i);
    }
    std::cout << std::endl;
    return 0;
}
`,
  'prime-check': `#include <iostream>

bool is_prime(int n) {
    if (n < 2) return false;
    for (int divisor = 2; divisor * divisor <= n; divisor++) {
        if (n % divisor == 0) return false;
    }
    return true;
}

int main() {
    for (int n : {17, 18}) {
        std::cout << n << " is " << (is_prime(n) ? "prime" : "not prime") << std::endl;
    }
    std::cout << "Primes up to 30:";
    for (int n = 1; n <= 30; n++) {
        if (is_prime(n)) std::cout << " " << n;
    }
    std::cout << std::endl;
    return 0;
}
`,
  fizzbuzz: `#include <iostream>
#include <string>

std::string fizz_buzz(int n) {
    if (n % 15 == 0) return "FizzBuzz";
    if (n % 3 == 0) return "Fizz";
    if (n % 5 == 0) return "Buzz";
    return std::to_string(n);
}

int main() {
    for (int n = 1; n <= 15; n++) {
        std::cout << fizz_buzz(n) << std::endl;
    }
    return 0;
}
`,
};
