// The model tests alone, for StrykerJS (stryker.config.mjs): its vitest runner takes one config
// file and runs every project in it, so the mutation run gets a config with only `model`.
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  plugins: [react()],
  test: {
    name: 'model',
    include: ['tests/model/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/setup-dom.ts'],
  },
})
