#!/usr/bin/env node
// `npm run bench`: builds the app once, serves dist with the embedded backend (vite preview), and
// measures what a browser loads (tests/bench/*.mjs). Prints a table, writes .bench/results.json.
// Exits non-zero on a budget overrun only with --strict.
//
//   node scripts/bench.mjs [--strict] [--no-build] [--only=<id>[,<id>]]
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { measurements } from '../tests/bench/measurements.mjs'
import { chromiumArgs, chromiumPath } from './chromium-options.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const strict = args.includes('--strict')
const skipBuild = args.includes('--no-build')
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
const port = Number(process.env.BENCH_PORT ?? 4175)
const baseURL = `http://127.0.0.1:${port}`
const viteBin = join(root, 'node_modules/vite/bin/vite.js')
const account = { username: 'admin', password: '1q2w3E*' }

function build() {
  console.log('bench: vite build …')
  const result = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`)
}

/** Spawns vite preview directly (an npx wrapper would orphan it) and waits until it answers. */
async function startPreview() {
  const server = spawn(
    process.execPath,
    [viteBin, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  server.stderr.on('data', (chunk) => (stderr += chunk))
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`vite preview exited: ${stderr}`)
    try {
      const response = await fetch(`${baseURL}/login`)
      if (response.ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  server.kill('SIGTERM')
  throw new Error(`vite preview did not answer on ${baseURL} within 30 s: ${stderr}`)
}

function stop(server) {
  if (server && server.exitCode === null) server.kill('SIGTERM')
}

/** Rows are `{label, kB, budgetKB?}` (sizes) or `{label, value, unit, budget?}` (times, ratios). */
function normalizeRow(row) {
  return {
    ...row,
    value: row.value ?? row.kB,
    unit: row.unit ?? 'kB',
    budget: row.budget ?? row.budgetKB,
  }
}

function isOverBudget(row) {
  return row.budget !== undefined && row.value > row.budget
}

function printTable(results) {
  const lines = []
  for (const { title, rows } of results) {
    lines.push('', title)
    for (const row of rows.map(normalizeRow)) {
      const budget = row.budget === undefined ? '' : `budget ${row.budget} ${row.unit}`
      const verdict = row.budget === undefined ? '' : isOverBudget(row) ? 'OVER BUDGET' : 'ok'
      const value = `${String(row.value).padStart(8)} ${row.unit.padEnd(2)}`
      lines.push(
        `  ${row.label.padEnd(64)} ${value}  ${budget.padEnd(16)} ${verdict}${row.note ? `  (${row.note})` : ''}`.trimEnd(),
      )
    }
  }
  console.log(lines.join('\n'))
}

async function main() {
  const selected = measurements.filter((m) => !only || only.includes(m.id))
  if (!skipBuild) build()
  const needsBrowser = selected.some((m) => m.needsBrowser)
  let server
  let browser
  const onSignal = () => {
    stop(server)
    process.exit(130)
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    if (needsBrowser) {
      server = await startPreview()
      browser = await chromium.launch({
        executablePath: chromiumPath,
        args: chromiumArgs,
      })
    }
    const context = { browser, baseURL, account, distDir: join(root, 'dist') }
    const results = []
    for (const measurement of selected) {
      const { rows, data } = await measurement.run(context)
      results.push({ id: measurement.id, title: measurement.title, rows, data })
    }
    printTable(results)

    const overruns = results.flatMap((r) => r.rows.map(normalizeRow).filter(isOverBudget))
    mkdirSync(join(root, '.bench'), { recursive: true })
    const output = {
      date: new Date().toISOString(),
      node: process.version,
      browser: browser?.version(),
      results: Object.fromEntries(results.map((r) => [r.id, { rows: r.rows, ...r.data }])),
      overruns: overruns.map((row) => row.label),
    }
    writeFileSync(join(root, '.bench/results.json'), `${JSON.stringify(output, null, 2)}\n`)
    console.log('\nbench: wrote .bench/results.json')
    if (overruns.length) {
      console.log(
        `bench: ${overruns.length} budget overrun(s)${strict ? '' : ' (not failing without --strict)'}`,
      )
      if (strict) process.exitCode = 1
    }
  } finally {
    await browser?.close()
    stop(server)
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
