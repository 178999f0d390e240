// Mutation testing of the machines against the model tests alone (`npm run test:mutation`, which
// runs scripts/mutation.mjs: each machine file against its own model test): the generated paths
// are what testers rely on, so they alone must notice a wrong machine. Slow and CPU-heavy, so not
// part of `npm test`; scores and accepted survivors: docs/mutation-testing.md.
const report = process.env.MUTATION_REPORT ?? 'reports/mutation/mutation.json'
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Not `related`: MODEL_TESTS already picks the files, and the machine-loading test imports the
  // machines dynamically, which vitest's related-file search does not follow.
  vitest: { configFile: 'tests/model/vitest.config.ts', related: false },
  mutate: ['machines/**/*.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 1,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: report.replace(/\.json$/, '.html') },
  jsonReporter: { fileName: report },
  incrementalFile: report.replace(/\.json$/, '.incremental.json'),
  thresholds: { high: 90, low: 80, break: null },
  timeoutMS: 20_000,
  tempDirName: '.stryker-tmp',
  ignorePatterns: [
    'dist',
    'data',
    'reports',
    'test-results',
    'playwright-report',
    'coverage',
    'docs',
    'server',
    'tests/e2e',
    'tests/api',
  ],
}
