/**
 * Prints one figure as `name: value unit`, the format every benchmark line uses. A whole number is
 * printed as is, any other with `fractionDigits` decimals.
 */
export function printFigure(name: string, value: number, unit: string, fractionDigits = 1): void {
  console.log(
    `${name}: ${Number.isInteger(value) ? value : value.toFixed(fractionDigits)} ${unit}`,
  );
}
