import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { composeSampleDocument } from './compose-sample.ts'

const script = fileURLToPath(new URL('./compose-sample-process.mjs', import.meta.url))

/** The SHA-256 of the document one fresh Node process composes. */
async function composedInProcessOfItsOwn(): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [script], { timeout: 60_000 })
  return stdout.trim()
}

describe('the signed PDF across processes (workflow-api.md §7: deterministic)', () => {
  it('is the same bytes when two separate processes compose it, and the same as here', async () => {
    const [first, second] = await Promise.all([
      composedInProcessOfItsOwn(),
      composedInProcessOfItsOwn(),
    ])
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(second).toBe(first)
    const here = createHash('sha256')
      .update(await composeSampleDocument())
      .digest('hex')
    expect(here).toBe(first)
  }, 90_000)
})
