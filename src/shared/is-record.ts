/**
 * True for a key-value object: what parsed JSON or YAML must be before its fields are read.
 * Arrays are objects to `typeof` but never a record here, so `value[key]` means a field.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
