import { describe, expect, it } from 'vitest'
import type { TimelineEntry } from './engine-types.ts'
import { contentHash, firstBrokenLink, genesisHash, hashEntry } from './timeline-hash.ts'
import vectors from './engine-vectors.json'

// §3's worked entries. Their hashes were computed apart from this code (printf | sha256sum) and
// are also carried in engine-vectors.json (`hashExamples`) for another implementation.
const first = {
  entryId: 'e1',
  nodeId: 'start',
  nodeName: '发起',
  type: 'submitted',
  userId: 'u1',
  userName: '张伟',
  time: '2024-03-15T09:00:00.000',
} as const
const firstHash = 'bbd874ad28f325e628f8f91a28c0e99617912c10611049c21e3e3daa3cc94e67'
const second = {
  entryId: 'e2',
  nodeId: 'n1',
  nodeName: '施工单位审核',
  type: 'approved',
  userId: 'u3',
  userName: '李强',
  onBehalfOfUserName: '王芳',
  comment: '同意，请总监审核',
  signature: { imageHash: '9f2c' },
  time: '2024-03-15T10:30:05.250',
} as const
const secondHash = '614f8f705932f253a20c50a4df4b696eb12b44080bd14a3e7015298a82056f03'

describe('timeline hash chain', () => {
  it.each([
    ['the first entry, over 64 zeros', genesisHash, first, firstHash],
    [
      'the second entry, over the first hash (optional members present)',
      firstHash,
      second,
      secondHash,
    ],
  ])('%s', (_label, prev, entry, hash) => {
    expect(hashEntry(prev, entry as Omit<TimelineEntry, 'hash'>)).toBe(hash)
  })

  it('matches the worked examples the vectors file carries', () => {
    expect(vectors.hashExamples.map((x) => x.hash)).toEqual([firstHash, secondHash])
    for (const example of vectors.hashExamples) {
      expect(hashEntry(example.prevHash, example.entry as Omit<TimelineEntry, 'hash'>)).toBe(
        example.hash,
      )
    }
  })

  it('finds the first broken link', () => {
    const chain = [
      { ...first, hash: firstHash },
      { ...second, hash: secondHash },
    ] as TimelineEntry[]
    expect(firstBrokenLink(chain)).toBe(-1)
    expect(firstBrokenLink([chain[0], { ...chain[1], comment: '改了' }])).toBe(1)
    expect(firstBrokenLink([{ ...chain[0], time: '2024-03-15T09:00:01.000' }, chain[1]])).toBe(0)
  })

  it('content hash: signature and seal reduced to their image hash, key order irrelevant', () => {
    const entry = {
      ...second,
      hash: secondHash,
      seal: { signKeyId: 'k', name: '公章', imageHash: 'aa' },
    }
    const a = contentHash({ total: 1, items: [] }, [entry])
    const b = contentHash({ items: [], total: 1 }, [
      { ...entry, seal: { imageHash: 'aa', name: '另一个', signKeyId: 'x' } },
    ])
    expect(a).toBe(b)
    expect(contentHash({ items: [], total: 2 }, [entry as TimelineEntry])).not.toBe(a)
  })
})
