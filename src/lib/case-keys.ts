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

function convertKeysDeep(value: unknown, convert: CaseConverter): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeysDeep(item, convert))
  if (!isPlainObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value))
    out[convert(key)] = convertKeysDeep(inner, convert)
  return out
}

export function snakeKeys<T = unknown>(value: unknown): T {
  return convertKeysDeep(value, toSnakeCase) as T
}

export function camelKeys<T = unknown>(value: unknown): T {
  return convertKeysDeep(value, toCamelCase) as T
}

export { isPlainObject }
