import type { StarterTemplates } from './starter-tasks';

// The sandbox compiles Main.java, so every starter's class is `public class Main`.

/** Java starters: each compiles and runs as it is and prints an example. */
export const JAVA_STARTERS: StarterTemplates = {
  'hello-world': `public class Main {
    public static void main(String[] args) {
        System.out.println("Hello, World!");
    }
}
`,
  'add-two-numbers': `public class Main {
    static int add(int a, int b) {
        return a + b;
    }

    public static void main(String[] args) {
        System.out.println("add(2, 3) = " + add(2, 3));
    }
}
`,
  'reverse-a-string': `public class Main {
    static String reverse(String text) {
        return new StringBuilder(text).reverse().toString();
    }

    public static void main(String[] args) {
        System.out.println("reverse(\\"hello\\") = \\"" + reverse("hello") + "\\"");
    }
}
`,
  factorial: `public class Main {
    static long factorial(int n) {
        long result = 1;
        for (int i = 2; i <= n; i++) {
            result *= i;
        }
        return result;
    }

    public static void main(String[] args) {
        System.out.println("factorial(5) = " + factorial(5));
    }
}
`,
  fibonacci: `import java.util.StringJoiner;

public class Main {
    static long fibonacci(int n) {
        long current = 0;
        long next = 1;
        for (int i = 0; i < n; i++) {
            long sum = current + next;
            current = next;
            next = sum;
        }
        return current;
    }

    public static void main(String[] args) {
        System.out.println("fibonacci(10) = " + fibonacci(10));
        StringJoiner first = new StringJoiner(" ");
        for (int i = 0; i < 10; i++) {
            first.add(String.valueOf(fibonacci(i)));
        }
        System.out.println("First 10 Fibonacci numbers: " + first);
    }
}
`,
  'prime-check': `import java.util.StringJoiner;

public class Main {
    static boolean isPrime(int n) {
        if (n < 2) return false;
        for (int divisor = 2; divisor * divisor <= n; divisor++) {
            if (n % divisor == 0) return false;
        }
        return true;
    }

    public static void main(String[] args) {
        for (int n : new int[] {17, 18}) {
            System.out.println(n + " is " + (isPrime(n) ? "prime" : "not prime"));
        }
        StringJoiner primes = new StringJoiner(" ");
        for (int n = 1; n <= 30; n++) {
            if (isPrime(n)) primes.add(String.valueOf(n));
        }
        System.out.println("Primes up to 30: " + primes);
    }
}
`,
  fizzbuzz: `public class Main {
    static String fizzBuzz(int n) {
        if (n % 15 == 0) return "FizzBuzz";
        if (n % 3 == 0) return "Fizz";
        if (n % 5 == 0) return "Buzz";
        return String.valueOf(n);
    }

    public static void main(String[] args) {
        for (int n = 1; n <= 15; n++) {
            System.out.println(fizzBuzz(n));
        }
    }
}
`,
};
