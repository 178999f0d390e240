// Wire keys are snake_case, the app's are camelCase (spec §3). Only keys change: values such as
// plan ids ('v2_basic') or sort keys ('likes_count') are data and pass through untouched.

export type CaseConverter = (key: string) => string

export function toSnakeCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase()
}

export function toCamelCase(key: string): string {
  // A leading underscore marks a private key on some APIs; keep it rather than capitalise.
  return key.replace(/(?<=[a-zA-Z0-9])_([a-zA-Z0-9])/g, (_, char: string) => char.toUpperCase())
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * Dot paths (from the converted value's root) whose subtree keeps its keys as they are: user-chosen
 * keys such as questionnaire answer ids are data, not field names. The key at the path itself is
 * still converted; array items are addressed through their array's path ('a.b' covers 'a[i].b').
 */
export type VerbatimPaths = readonly string[]

function convertKeysDeep(
  value: unknown,
  convert: CaseConverter,
  verbatim: ReadonlySet<string>,
  path: string,
): unknown {
  if (Array.isArray(value))
    return value.map((item) => convertKeysDeep(item, convert, verbatim, path))
  if (!isPlainObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path ? `${path}.${key}` : key
    out[convert(key)] = verbatim.has(innerPath)
      ? inner
      : convertKeysDeep(inner, convert, verbatim, innerPath)
  }
  return out
}

/** `verbatim` paths are spelled as the keys appear in `value` (camelCase on the way out). */
export function snakeKeys<T = unknown>(value: unknown, verbatim: VerbatimPaths = []): T {
  return convertKeysDeep(value, toSnakeCase, new Set(verbatim), '') as T
}

/** `verbatim` paths are spelled as the keys appear in `value` (snake_case on the way in). */
export function camelKeys<T = unknown>(value: unknown, verbatim: VerbatimPaths = []): T {
  return convertKeysDeep(value, toCamelCase, new Set(verbatim), '') as T
}

export { isPlainObject }
