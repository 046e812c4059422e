import { describe, expect, it } from 'vitest'
import ruleMap from './engine-rule-map.json'
import vectors from './engine-vectors.json'

// Every rule of workflow-api.md §3 — each bullet and each numbered further rule — is proved by at
// least one vector, and the map names only vectors that exist.
const bullets = [
  'status',
  'enter',
  'seq',
  'countersign',
  'orsign',
  'reject',
  'return',
  'transfer',
  'delegate',
  'addsign',
  'cc',
  'branch',
  'seal',
  'withdraw',
  'remind',
  'timeout',
  'standing',
  'todos',
  'concurrency',
  'fields',
  'timeline',
]
const furtherRules = Array.from({ length: 20 }, (_, i) => `r${i + 1}`)
const vectorIds = new Set(vectors.vectors.map((v) => v.id))

describe('engine rule map (engine-rule-map.json)', () => {
  it('lists every bullet and every further rule of §3, once', () => {
    const ids = ruleMap.rules.map((r) => r.id)
    expect(ids).toEqual([...bullets, ...furtherRules])
  })

  it.each(ruleMap.rules.map((r) => [r.id, r] as const))(
    '%s has vectors, all of them existing',
    (_id, rule) => {
      expect(rule.vectors.length, `${rule.id} (${rule.text}) has no vector`).toBeGreaterThan(0)
      expect(
        rule.vectors.filter((id) => !vectorIds.has(id)),
        'unknown vector ids',
      ).toEqual([])
    },
  )
})
