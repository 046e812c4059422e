import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import vectors from '../../../../mock/modules/workflow/engine/engine-vectors.json'
import { chainText, checkChain, genesisHash, subtleSha256 } from './timeline-chain.ts'

const nodeSha256 = (text: string) => Promise.resolve(createHash('sha256').update(text, 'utf8').digest('hex')) // prettier-ignore

/** The vectors' worked entries (workflow-api.md §3), chained as they are listed. */
const worked = vectors.hashExamples

describe('the timeline hash chain', () => {
  it('hashes the worked entries as §3 defines it, from 64 zeros', async () => {
    expect(worked[0].prevHash).toBe(genesisHash)
    for (const example of worked) {
      expect(chainText(example.prevHash, example.entry)).toBe(`${example.prevHash}\n${example.canonical}`) // prettier-ignore
      expect(await nodeSha256(chainText(example.prevHash, example.entry))).toBe(example.hash)
    }
  })

  it('finds a chain of the worked entries intact, and broken where a comment was changed', async () => {
    const timeline = worked.map((example) => ({ ...example.entry, hash: example.hash }))
    expect(await checkChain(timeline, nodeSha256)).toEqual({ intact: true, entries: timeline.length }) // prettier-ignore
    const changed = timeline.map((entry, i) => (i === 1 ? { ...entry, comment: '同意。' } : entry))
    expect(await checkChain(changed, nodeSha256)).toEqual({ intact: false, brokenAt: 1 })
    expect(await checkChain([], nodeSha256)).toEqual({ intact: true, entries: 0 })
  })
})

describe('subtleSha256', () => {
  it('hashes as Node does where crypto.subtle exists', async () => {
    const sha256 = subtleSha256()
    expect(sha256).not.toBeNull()
    expect(await sha256!('0\n{"a":"发起"}')).toBe(await nodeSha256('0\n{"a":"发起"}'))
  })
})
