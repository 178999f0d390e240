// Prints, after `npm run test:model`, how much of each machine the generated paths covered:
// states asserted in the rendered view and transitions executed against the real machine.
import type { Reporter, TestCase } from 'vitest/node'
import type { ModelCoverage } from './model-kit'

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length)
}

function percent(covered: number, total: number): string {
  return total === 0 ? '100%' : `${Math.floor((covered / total) * 100)}%`
}

export function coverageTable(rows: readonly ModelCoverage[]): string {
  const header = ['machine', 'states', 'transitions', 'paths']
  const body = [...rows]
    .sort((a, b) => a.machine.localeCompare(b.machine))
    .map((r) => [
      r.machine,
      `${r.states.covered}/${r.states.total} (${percent(r.states.covered, r.states.total)})`,
      `${r.transitions.covered}/${r.transitions.total} (${percent(r.transitions.covered, r.transitions.total)})`,
      String(r.paths),
    ])
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]?.length ?? 0)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => pad(c, widths[i] ?? 0)).join(' | ')} |`
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`
  const missing = rows.flatMap((r) => [
    ...r.states.missing.map((s) => `  ${r.machine}: state ${s} never asserted`),
    ...r.transitions.missing.map((t) => `  ${r.machine}: transition ${t} never taken`),
  ])
  return [
    line(header),
    rule,
    ...body.map(line),
    ...(missing.length ? ['', 'Not covered:', ...missing] : []),
  ].join('\n')
}

export default class ModelCoverageReporter implements Reporter {
  private rows: ModelCoverage[] = []

  onTestRunStart() {
    this.rows = []
  }

  onTestCaseResult(testCase: TestCase) {
    const coverage = testCase.meta().modelCoverage
    if (coverage) this.rows.push(coverage)
  }

  onTestRunEnd() {
    if (!this.rows.length) return
    process.stdout.write(
      `\nModel coverage (states asserted / transitions executed per machine)\n${coverageTable(this.rows)}\n\n`,
    )
  }
}
