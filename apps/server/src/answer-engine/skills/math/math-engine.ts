import { createRequire } from 'node:module';
import type { MathJsInstance, MathNode, OperatorNode, ParenthesisNode } from 'mathjs';

/** Longer expressions are not questions a person types; refusing them bounds parse and evaluation time. */
export const MAX_EXPRESSION_CHARS = 200;
const DISPLAY_PRECISION = 10;

// mathjs's module entry is a graph of about a thousand files: loading it took a second of the
// server's start and 45 MB of heap. Its prebuilt bundle is the same library in one file (80 ms),
// and exports one instance (numbers as JavaScript numbers), which only this module uses.
const math = createRequire(import.meta.url)('mathjs/lib/browser/math.js') as MathJsInstance;
// Kept before the import below disables them for expressions typed by users.
const evaluate = math.evaluate.bind(math);
const simplify = math.simplify.bind(math);
const derivative = math.derivative.bind(math);
const unit = math.unit.bind(math);
const format = math.format.bind(math);
const parse = math.parse.bind(math);
const toFraction = math.fraction.bind(math);
const { ConstantNode } = math;

/**
 * Exact fractions ("1/3 + 1/6" is 1/2, not 0.5): the numbers of the parsed expression become
 * fractions before it is evaluated. Callers hand it only digits and operators, never a name.
 */
function evaluateFraction(expression: string): unknown {
  const exact = parse(expression).transform((node) =>
    math.isConstantNode(node) && typeof node.value === 'number'
      ? new ConstantNode(toFraction(String(node.value)))
      : node,
  );
  return exact.evaluate();
}

// User text reaches mathjs, so the functions that change the instance or parse nested code go.
math.import(
  {
    import: disabled('import'),
    createUnit: disabled('createUnit'),
    evaluate: disabled('evaluate'),
    parse: disabled('parse'),
    simplify: disabled('simplify'),
    derivative: disabled('derivative'),
    resolve: disabled('resolve'),
    reviver: disabled('reviver'),
  },
  { override: true },
);

function disabled(name: string) {
  return () => {
    throw new Error(`Function ${name} is disabled`);
  };
}

function assertSize(expression: string): void {
  if (expression.length > MAX_EXPRESSION_CHARS) throw new Error('Expression too long');
}

/** Evaluates an expression to a finite number, or throws. */
export function evaluateNumber(expression: string, scope: Record<string, number> = {}): number {
  assertSize(expression);
  const value: unknown = evaluate(expression, { ...scope });
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error('Not a finite number');
  return value;
}

/**
 * What an expression with no finite real value is: a division by zero, or a complex number
 * ('sqrt(-1)' is i); null when it has a real value or cannot be evaluated.
 */
export function describeNonReal(
  expression: string,
): { kind: 'division-by-zero' } | { kind: 'complex'; value: string } | null {
  assertSize(expression);
  let value: unknown;
  try {
    value = evaluate(expression);
  } catch {
    return null;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return { kind: 'division-by-zero' };
  if (math.isComplex(value))
    return { kind: 'complex', value: format(value, { precision: DISPLAY_PRECISION }) };
  return null;
}

/** Simplifies an algebraic expression, returning its text form. */
export function simplifyExpression(expression: string): string {
  assertSize(expression);
  return simplify(expression).toString();
}

/** The terms of a sum with their signs: "x^3 - 2x" -> [+x^3, -2x]. */
function signedTerms(node: MathNode, sign: 1 | -1 = 1): { node: MathNode; sign: 1 | -1 }[] {
  if (node.type === 'ParenthesisNode') return signedTerms((node as ParenthesisNode).content, sign);
  if (node.type === 'OperatorNode') {
    const operator = node as OperatorNode;
    const [left, right] = operator.args;
    if (operator.fn === 'add' && left && right) {
      return [...signedTerms(left, sign), ...signedTerms(right, sign)];
    }
    if (operator.fn === 'subtract' && left && right) {
      return [...signedTerms(left, sign), ...signedTerms(right, sign === 1 ? -1 : 1)];
    }
  }
  return [{ node, sign }];
}

/**
 * Differentiates an expression with respect to a variable, term by term (so each term's
 * derivative stays as a person writes it rather than refactored into one fraction).
 */
export function differentiate(expression: string, variable: string): string {
  assertSize(expression);
  const terms = signedTerms(parse(expression)).flatMap(({ node, sign }) => {
    let text = derivative(node, variable).toString();
    if (text === '0') return [];
    let termSign = sign;
    if (text.startsWith('-')) {
      termSign = sign === 1 ? -1 : 1;
      text = text.slice(1).replace(/^\((.*)\)$/, '$1');
    }
    return [{ text, sign: termSign }];
  });
  if (terms.length === 0) return '0';
  return terms
    .map(({ text, sign }, index) =>
      index === 0 ? `${sign < 0 ? '-' : ''}${text}` : `${sign < 0 ? '-' : '+'} ${text}`,
    )
    .join(' ');
}

/**
 * An exact rational expression ("1/3 + 1/6", "2/3 * 3/4") as a reduced fraction "n/d" (or a whole
 * number) with its decimal value; throws when the expression is not rational.
 */
export function evaluateExactFraction(expression: string): { fraction: string; value: number } {
  assertSize(expression);
  const result: unknown = evaluateFraction(expression);
  const fraction = toFraction(result as number);
  return { fraction: fraction.toFraction(), value: fraction.valueOf() };
}

/** A decimal written as digits ("0.375") as its exact reduced fraction ("3/8"). */
export function decimalToFraction(decimal: string): string {
  return toFraction(decimal).toFraction();
}

/** Converts a quantity between mathjs units; throws when a unit is unknown or they do not match. */
export function convertQuantity(value: number, fromUnit: string, toUnit: string): number {
  return unit(value, fromUnit).toNumber(toUnit);
}

/** A number as people read it: up to 10 significant digits, no float noise (91.44, not 91.44000000000001). */
export function formatNumber(value: number): string {
  return format(value, { precision: DISPLAY_PRECISION, lowerExp: -9, upperExp: 15 });
}
