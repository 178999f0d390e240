import { defineConfig, devices } from '@playwright/test'
import { QUIET_CHROMIUM_FLAGS, findChromium } from './scripts/chromium-path.mjs'

const PORT = Number(process.env.E2E_PORT ?? 4321)
const chromiumPath = findChromium().path

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? '/tmp/template-store-e2e/results',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs about a quarter of the run's CPU (measured on three spec files): a
    // failed test is traced on its retry instead.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath,
      args: QUIET_CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // A fresh, freshly seeded database for every run; the app must already be built.
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${PORT}/v2/health`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
