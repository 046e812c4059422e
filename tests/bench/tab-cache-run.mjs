#!/usr/bin/env node
// Runs the tab-cache measurement on its own: builds into its own folder, serves it with the
// embedded backend (vite preview) on its own port, prints the figures. scripts/bench.mjs prints kB
// rows only; this runner prints the ms / % rows of tests/bench/tab-cache.mjs.
//
//   node tests/bench/tab-cache-run.mjs [--no-build] [--strict]
//   env: BENCH_PORT (4276), BENCH_DIST (dist-tab-cache), CHROMIUM_PATH (/usr/bin/chromium)
import { spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { tabCache } from './tab-cache.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const args = process.argv.slice(2)
const port = Number(process.env.BENCH_PORT ?? 4276)
const outDir = process.env.BENCH_DIST ?? 'dist-tab-cache'
const baseURL = `http://127.0.0.1:${port}`
const viteBin = join(root, 'node_modules/vite/bin/vite.js')

function build() {
  const result = spawnSync(
    process.execPath,
    [viteBin, 'build', '--outDir', outDir, '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`)
}

async function startPreview() {
  const server = spawn(
    process.execPath,
    [
      viteBin,
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      '--outDir',
      outDir,
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  server.stderr.on('data', (chunk) => (stderr += chunk))
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if (server.exitCode !== null) throw new Error(`vite preview exited: ${stderr}`)
    try {
      if ((await fetch(`${baseURL}/login`)).ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  server.kill('SIGTERM')
  throw new Error(`vite preview did not answer on ${baseURL}: ${stderr}`)
}

async function main() {
  if (!args.includes('--no-build')) build()
  const server = await startPreview()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
  try {
    const account = { username: 'admin', password: '1q2w3E*' }
    const { rows } = await tabCache.run({ browser, baseURL, account })
    console.log(`\n${tabCache.title} (${browser.version()})`)
    let overruns = 0
    for (const row of rows) {
      const hasBudget = row.budget !== undefined
      const ok = !hasBudget || row.value <= row.budget
      if (!ok) overruns += 1
      const verdict = hasBudget
        ? `budget ${row.budget} ${row.unit}  ${ok ? 'ok' : 'OVER BUDGET'}`
        : ''
      console.log(
        `  ${row.label.padEnd(84)} ${String(row.value).padStart(7)} ${row.unit.padEnd(3)} ${verdict}`.trimEnd(),
      )
    }
    if (overruns && args.includes('--strict')) process.exitCode = 1
  } finally {
    await browser.close()
    server.kill('SIGTERM')
    if (!args.includes('--no-build') && !args.includes('--keep-build')) {
      rmSync(join(root, outDir), { recursive: true, force: true })
    }
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
