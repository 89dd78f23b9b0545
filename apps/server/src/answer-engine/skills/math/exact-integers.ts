/*
 * Whole-number arithmetic with native BigInt, so 2^64, 30! and 123456789 * 987654321 come out
 * digit for digit instead of as 1.8446744073709552e19. Only + - * ^ ! and parentheses on whole
 * numbers; anything else (division, decimals, functions) is left to the floating-point engine.
 */

/** Results longer than this are not an answer anyone reads; refusing them bounds the work too. */
const MAX_RESULT_DIGITS = 1000;
const MAX_FACTORIAL = 450n;

const INTEGER_EXPRESSION = /^[\d\s+\-*^!()]+$/;

type Token = { kind: 'number'; value: bigint } | { kind: 'symbol'; value: string };

function tokenize(expression: string): Token[] {
  return (expression.match(/\d+|[+\-*^!()]/g) ?? []).map((token) =>
    /\d/.test(token) ? { kind: 'number', value: BigInt(token) } : { kind: 'symbol', value: token },
  );
}

function checkSize(value: bigint): bigint {
  const digits = (value < 0n ? -value : value).toString().length;
  if (digits > MAX_RESULT_DIGITS) throw new Error('Result too long');
  return value;
}

function factorial(value: bigint): bigint {
  if (value < 0n || value > MAX_FACTORIAL) throw new Error('Factorial out of range');
  let result = 1n;
  for (let factor = 2n; factor <= value; factor += 1n) result *= factor;
  return result;
}

function power(base: bigint, exponent: bigint): bigint {
  if (exponent < 0n) throw new Error('Negative exponent is not a whole number');
  const magnitude = base < 0n ? -base : base;
  // Digits of base^exponent are about exponent * log10(base): refuse before computing.
  if (magnitude > 1n && Number(exponent) * Math.log10(Number(magnitude)) > MAX_RESULT_DIGITS) {
    throw new Error('Result too long');
  }
  return base ** exponent;
}

/** A recursive-descent reader: sum -> product -> unary -> power -> postfix (!) -> atom. */
class IntegerReader {
  private position = 0;
  constructor(private readonly tokens: Token[]) {}

  read(): bigint {
    const value = this.sum();
    if (this.position !== this.tokens.length) throw new Error('Unexpected token');
    return value;
  }

  private peek(symbol: string): boolean {
    const token = this.tokens[this.position];
    return token?.kind === 'symbol' && token.value === symbol;
  }

  private sum(): bigint {
    let value = this.product();
    while (this.peek('+') || this.peek('-')) {
      const isPlus = this.peek('+');
      this.position += 1;
      const right = this.product();
      value = checkSize(isPlus ? value + right : value - right);
    }
    return value;
  }

  private product(): bigint {
    let value = this.unary();
    while (this.peek('*')) {
      this.position += 1;
      value = checkSize(value * this.unary());
    }
    return value;
  }

  private unary(): bigint {
    if (this.peek('-')) {
      this.position += 1;
      return -this.unary();
    }
    return this.power();
  }

  private power(): bigint {
    const base = this.postfix();
    if (!this.peek('^')) return base;
    this.position += 1;
    // Right-associative, as 2^3^2 = 2^9.
    return checkSize(power(base, this.unary()));
  }

  private postfix(): bigint {
    let value = this.atom();
    while (this.peek('!')) {
      this.position += 1;
      value = checkSize(factorial(value));
    }
    return value;
  }

  private atom(): bigint {
    const token = this.tokens[this.position];
    if (!token) throw new Error('Unexpected end');
    this.position += 1;
    if (token.kind === 'number') return token.value;
    if (token.value !== '(') throw new Error('Unexpected token');
    const value = this.sum();
    if (!this.peek(')')) throw new Error('Missing )');
    this.position += 1;
    return value;
  }
}

/**
 * The exact value of a whole-number expression ("2^64", "30!", "(3+4)*5"), or null when the
 * expression is not one (it divides, has decimals or names) or its result is too long to show.
 */
export function evaluateExactInteger(expression: string): bigint | null {
  if (!INTEGER_EXPRESSION.test(expression)) return null;
  try {
    return new IntegerReader(tokenize(expression)).read();
  } catch {
    return null;
  }
}
