import type { StarterTemplates } from './starter-tasks';

/** Go starters: each compiles and runs as it is and prints an example. */
export const GO_STARTERS: StarterTemplates = {
  'hello-world': `package main

import "fmt"

func main() {
	fmt.Println("Hello, World!")
}
`,
  'add-two-numbers': `package main

import "fmt"

func add(a, b int) int {
	return a + b
}

func main() {
	fmt.Printf("add(2, 3) = %d\\n", add(2, 3))
}
`,
  'reverse-a-string': `package main

import "fmt"

func reverse(text string) string {
	// Runes, not bytes, so that letters beyond ASCII stay whole.
	runes := []rune(text)
	for i, j := 0, len(runes)-1; i < j; i, j = i+1, j-1 {
		runes[i], runes[j] = runes[j], runes[i]
	}
	return string(runes)
}

func main() {
	fmt.Printf("reverse(%q) = %q\\n", "hello", reverse("hello"))
}
`,
  factorial: `package main

import "fmt"

func factorial(n uint64) uint64 {
	result := uint64(1)
	for i := uint64(2); i <= n; i++ {
		result *= i
	}
	return result
}

func main() {
	fmt.Printf("factorial(5) = %d\\n", factorial(5))
}
`,
  fibonacci: `package main

import (
	"fmt"
	"strings"
)

func fibonacci(n int) uint64 {
	current, next := uint64(0), uint64(1)
	for i := 0; i < n; i++ {
		current, next = next, current+next
	}
	return current
}

func main() {
	fmt.Printf("fibonacci(10) = %d\\n", fibonacci(10))
	first := make([]string, 10)
	for i := range first {
		first[i] = fmt.Sprint(fibonacci(i))
	}
	fmt.Println("First 10 Fibonacci numbers:", strings.Join(first, " "))
}
`,
  'prime-check': `package main

import (
	"fmt"
	"strings"
)

func isPrime(n int) bool {
	if n < 2 {
		return false
	}
	for divisor := 2; divisor*divisor <= n; divisor++ {
		if n%divisor == 0 {
			return false
		}
	}
	return true
}

func main() {
	for _, n := range []int{17, 18} {
		if isPrime(n) {
			fmt.Println(n, "is prime")
		} else {
			fmt.Println(n, "is not prime")
		}
	}
	var primes []string
	for n := 1; n <= 30; n++ {
		if isPrime(n) {
			primes = append(primes, fmt.Sprint(n))
		}
	}
	fmt.Println("Primes up to 30:", strings.Join(primes, " "))
}
`,
  fizzbuzz: `package main

import (
	"fmt"
	"strconv"
)

func fizzBuzz(n int) string {
	switch {
	case n%15 == 0:
		return "FizzBuzz"
	case n%3 == 0:
		return "Fizz"
	case n%5 == 0:
		return "Buzz"
	}
	return strconv.Itoa(n)
}

func main() {
	for n := 1; n <= 15; n++ {
		fmt.Println(fizzBuzz(n))
	}
}
`,
};
