// A stored float as GraphQL can print it. The rules keep NaN and ±Infinity out of every write, but a
// row written before they did (amount = Infinity) must not turn each read of it into an internal
// error: such a value reads as unknown (null).
export function finiteOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
