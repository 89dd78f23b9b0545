import { all, create } from 'mathjs';

/** Longer expressions are not questions a person types; refusing them bounds parse and evaluation time. */
export const MAX_EXPRESSION_CHARS = 200;
const DISPLAY_PRECISION = 10;

// mathjs types its factory bundle as optional; it is always present in the full build.
if (!all) throw new Error('mathjs factory bundle is missing');
const math = create(all, { number: 'number' });
// Kept before the import below disables them for expressions typed by users.
const evaluate = math.evaluate.bind(math);
const simplify = math.simplify.bind(math);
const derivative = math.derivative.bind(math);
const unit = math.unit.bind(math);
const format = math.format.bind(math);

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

/** Simplifies an algebraic expression, returning its text form. */
export function simplifyExpression(expression: string): string {
  assertSize(expression);
  return simplify(expression).toString();
}

/** Differentiates an expression with respect to a variable. */
export function differentiate(expression: string, variable: string): string {
  assertSize(expression);
  return derivative(expression, variable).toString();
}

/** Converts a quantity between mathjs units; throws when a unit is unknown or they do not match. */
export function convertQuantity(value: number, fromUnit: string, toUnit: string): number {
  return unit(value, fromUnit).toNumber(toUnit);
}

/** A number as people read it: up to 10 significant digits, no float noise (91.44, not 91.44000000000001). */
export function formatNumber(value: number): string {
  return format(value, { precision: DISPLAY_PRECISION, lowerExp: -9, upperExp: 15 });
}
