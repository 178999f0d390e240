// ofetch's answer parser, destr 2, for the browser build (vite.config.ts aliases `destr` to this
// module there; decision 044): JSON text parsed, other text returned as it is, the keys that could
// pollute prototypes dropped. destr's strict mode and warnings are not used by ofetch's default
// parse. tests/unit/ofetch-deps.test.ts checks the answers against destr's own.

const SUSPECT_PROTO =
  /"(?:_|\\u0{2}5[Ff]){2}(?:p|\\u0{2}70)(?:r|\\u0{2}72)(?:o|\\u0{2}6[Ff])(?:t|\\u0{2}74)(?:o|\\u0{2}6[Ff])(?:_|\\u0{2}5[Ff]){2}"\s*:/
const SUSPECT_CONSTRUCTOR =
  /"(?:c|\\u0063)(?:o|\\u006[Ff])(?:n|\\u006[Ee])(?:s|\\u0073)(?:t|\\u0074)(?:r|\\u0072)(?:u|\\u0075)(?:c|\\u0063)(?:t|\\u0074)(?:o|\\u006[Ff])(?:r|\\u0072)"\s*:/
const JSON_SIGNATURE = /^\s*["[{]|^\s*-?\d{1,16}(\.\d{1,17})?([Ee][+-]?\d+)?\s*$/

const WORDS: Record<string, unknown> = {
  true: true,
  false: false,
  undefined: undefined,
  null: null,
  nan: Number.NaN,
  infinity: Number.POSITIVE_INFINITY,
  '-infinity': Number.NEGATIVE_INFINITY,
}

function withoutPollution(key: string, value: unknown): unknown {
  const polluting =
    key === '__proto__' ||
    (key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value)
  return polluting ? undefined : value
}

export default function destr(value: unknown): unknown {
  if (typeof value !== 'string') return value
  if (value[0] === '"' && value[value.length - 1] === '"' && !value.includes('\\')) {
    return value.slice(1, -1)
  }
  const word = value.trim().toLowerCase()
  if (word.length <= 9 && Object.hasOwn(WORDS, word)) return WORDS[word]
  if (!JSON_SIGNATURE.test(value)) return value
  try {
    return SUSPECT_PROTO.test(value) || SUSPECT_CONSTRUCTOR.test(value)
      ? JSON.parse(value, withoutPollution)
      : JSON.parse(value)
  } catch {
    return value
  }
}
