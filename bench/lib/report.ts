/** Prints one figure as `name: value unit`, the format every benchmark line uses. */
export function printFigure(name: string, value: number, unit: string): void {
  console.log(`${name}: ${Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`);
}
