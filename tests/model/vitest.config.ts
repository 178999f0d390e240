// The model tests alone, for StrykerJS (stryker.config.mjs): its vitest runner takes one config
// file and runs every project in it, so the mutation run gets a config with only `model`.
// MODEL_TESTS=like,layout narrows it to those machines' model files and the machine-loading test
// (scripts/mutation.mjs runs each machine file against its own model test). Stryker's own --testFiles is not used: in
// Stryker 9.6 it activates static mutants after the machine module has loaded, so every mutant
// in a machine's configuration survives (stryker-js issue 6144).
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const only = process.env.MODEL_TESTS?.split(',').filter(Boolean)

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'model',
    include: only?.length
      ? [...only.map((name) => `tests/model/${name}.test.tsx`), 'tests/model/machines-load.test.ts']
      : ['tests/model/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/setup-dom.ts'],
  },
})
