import { describe, expect, it } from 'vitest'
import { canonicalJson } from './canonical-json.ts'

describe('canonicalJson (RFC 8785)', () => {
  it.each<[unknown, string]>([
    [{ b: 1, a: 2 }, '{"a":2,"b":1}'],
    [{ userName: '张伟', entryId: 'e1' }, '{"entryId":"e1","userName":"张伟"}'],
    [{ a: undefined, b: null }, '{"b":null}'],
    [[3, 'x', true, null], '[3,"x",true,null]'],
    [{ z: { y: 1, x: [{ b: 2, a: 1 }] } }, '{"z":{"x":[{"a":1,"b":2}],"y":1}}'],
    [1e21, '1e+21'],
    [0.1 + 0.2, '0.30000000000000004'],
    [-0, '0'],
    ['line\nbreak "q"', '"line\\nbreak \\"q\\""'],
    // UTF-16 code unit order: "\u00e9" (é) sorts before "\ud83d…" (an emoji) and after "z".
    [{ '😀': 1, é: 2, z: 3 }, '{"z":3,"é":2,"😀":1}'],
  ])('%j → %s', (value, text) => {
    expect(canonicalJson(value)).toBe(text)
  })

  it('refuses what JSON cannot hold', () => {
    expect(() => canonicalJson(Number.NaN)).toThrow()
    expect(() => canonicalJson(() => 1)).toThrow()
  })
})
