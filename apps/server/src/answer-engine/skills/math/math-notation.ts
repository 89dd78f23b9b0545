/*
 * Expressions as a calculator or a textbook prints them rather than as mathjs writes them:
 * "3 * x ^ 2 + 2" reads "3x² + 2", "exp(2 x)" reads "e²ˣ", "log(x)" (mathjs's natural log) "ln(x)".
 */

const SUPERSCRIPTS: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
  x: 'ˣ',
  y: 'ʸ',
  n: 'ⁿ',
  t: 'ᵗ',
};

/** An exponent in superscript when every character has one ("2" -> "²"), else null. */
export function toSuperscript(exponent: string): string | null {
  const characters = [...exponent];
  if (characters.length === 0 || characters.some((character) => !SUPERSCRIPTS[character])) {
    return null;
  }
  return characters.map((character) => SUPERSCRIPTS[character]).join('');
}

/** "^ 2", "^(-1)", "^x" become superscripts; other exponents stay as "^(1/2)". */
function writeExponents(text: string): string {
  return text.replace(/\s*\^\s*(-?[\dxynt]+\b|\([^()]*\))/g, (_, written: string) => {
    const plain = written.replace(/\s+/g, '');
    return toSuperscript(plain.replace(/^\((.*)\)$/, '$1')) ?? `^${plain}`;
  });
}

/** A mathjs expression in readable notation: implicit products, superscripts, e, ln and √. */
export function toReadableMath(expression: string): string {
  const text = expression
    // mathjs writes the exponential as exp(u) and the natural log as log(u).
    .replace(/\bexp\(([^()]*)\)/g, (_, argument: string) => `e^(${argument})`)
    .replace(/\blog\(/g, 'ln(')
    // "a / 2 / sqrt(x)" is "a/(2√x)".
    .replace(/(\d+) \/ (\d+) \/ (\w+\([^()]*\))/g, '$1 / ($2 * $3)')
    .replace(/\bsqrt\((\w+)\)/g, '√$1');
  return (
    writeExponents(text)
      // "2 x" (implicit) and "3 * x" (explicit) both read "3x"; "3 * sin(x)" reads "3sin(x)".
      .replace(/(\d)(?:\s*\*\s*|\s+)(?=[a-z(√])/gi, '$1')
      .replace(/\s*\*\s*/g, '·')
      .replace(/\s*\/\s*/g, '/')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
