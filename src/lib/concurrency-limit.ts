/**
 * Wraps an async function so that at most `limit` calls run at once; the rest wait their turn in
 * call order. Used for route preloads (spec §9: at most 4 at once).
 */
export function limitConcurrency<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  limit: number,
): ((...args: A) => Promise<R>) & { active(): number; queued(): number } {
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`limit must be a positive integer, got ${limit}`)
  let active = 0
  const waiting: Array<() => void> = []
  const next = () => {
    active -= 1
    waiting.shift()?.()
  }
  const limited = (...args: A): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      const run = () => {
        active += 1
        let result: Promise<R>
        try {
          result = fn(...args)
        } catch (error) {
          next()
          reject(error)
          return
        }
        result.then(
          (value) => {
            next()
            resolve(value)
          },
          (error: unknown) => {
            next()
            reject(error)
          },
        )
      }
      if (active < limit) run()
      else waiting.push(run)
    })
  return Object.assign(limited, { active: () => active, queued: () => waiting.length })
}
