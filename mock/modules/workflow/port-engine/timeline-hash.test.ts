import { describe, expect, it } from 'vitest'
import { canonicalJson, entryHash, firstPrevHash } from './timeline-hash.ts'

describe('timeline hash chain', () => {
  it('hashes the worked entry of workflow-api.md §3 over 64 zeros and its JCS text', () => {
    const entry = { entryId: 'e1', nodeId: 'start', nodeName: '发起', type: 'submitted', userId: 'u1', userName: '张伟', time: '2024-03-15T09:00:00.000' } // prettier-ignore
    expect(canonicalJson(entry)).toBe('{"entryId":"e1","nodeId":"start","nodeName":"发起","time":"2024-03-15T09:00:00.000","type":"submitted","userId":"u1","userName":"张伟"}') // prettier-ignore
    expect(entryHash(firstPrevHash, entry)).toMatch(/^[0-9a-f]{64}$/)
    expect(entryHash(firstPrevHash, entry)).not.toBe(
      entryHash(firstPrevHash, { ...entry, userName: '张' }),
    )
  })
})
