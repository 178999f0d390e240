// Every machine module loads and builds its machine. A machine whose configuration cannot even be
// created throws while its model test file is imported, and a file that fails to load has no tests
// (StrykerJS then counts the mutant as survived): here the failure is a failing test. Runs with
// each machine's model test in mutation runs (tests/model/vitest.config.ts).
import { describe, expect, it } from 'vitest'

const machines = {
  build: () => import('#machines/build'),
  checkout: () => import('#machines/checkout'),
  layout: () => import('#machines/layout'),
  like: () => import('#machines/like'),
  'like-intent': () => import('#machines/like-intent'),
  listing: () => import('#machines/listing'),
  locale: () => import('#machines/locale'),
  personalise: () => import('#machines/personalise'),
  recovery: () => import('#machines/recovery'),
  search: () => import('#machines/search'),
  session: () => import('#machines/session'),
  store: () => import('#machines/store'),
}

describe('machine modules', () => {
  for (const [name, load] of Object.entries(machines)) {
    it(`machines/${name}.ts loads and builds the ${name} machine`, async () => {
      const module: Record<string, unknown> = await load()
      const id = name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
      expect(module[`${id}Machine`]).toHaveProperty('id', id)
    })
  }
})
