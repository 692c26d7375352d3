/** Leaf-by-leaf differences of two JSON values (`a.b.0`); a value that is not an object is one leaf. */
export function diffFields(
  before: unknown,
  after: unknown,
  prefix = '',
): { path: string; before: unknown; after: unknown }[] {
  const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';
  if (isObj(before) && isObj(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => diffFields(before[k], after[k], prefix ? `${prefix}.${k}` : k));
  }
  if (isObj(after) && (before === undefined || before === null)) {
    return Object.keys(after).flatMap((k) => diffFields(undefined, after[k], prefix ? `${prefix}.${k}` : k));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path: prefix || '(value)', before, after }];
}
