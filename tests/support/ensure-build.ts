// Vitest global setup of the API project: pages are rendered with the built server bundle, so
// the app is built first when the build is missing or older than its sources (npm test has
// just built it, and then this does nothing).
import { execFileSync } from 'node:child_process'

export default function ensureBuild(): void {
  execFileSync('node', ['scripts/ensure-build.mjs'], { stdio: 'inherit' })
}
