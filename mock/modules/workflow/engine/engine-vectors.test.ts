import { describe, expect, it } from 'vitest'
import { runVector, type Observed, type VectorExpect, type VectorFile } from './vector-runner.ts'
import file from './engine-vectors.json'

const vectorFile = file as unknown as VectorFile
const sorted = (values: readonly string[]) => [...values].sort()

/** Compares what a step observed with what its vector expects (only the members given). */
function check(label: string, expected: VectorExpect | undefined, observed: Observed): void {
  expect(observed.chainBroken, `${label}: the timeline hash chain`).toBe(-1)
  expect(observed.error, `${label}: refusal`).toBe(expected?.error)
  if (!expected) return
  if (expected.errorData)
    expect(observed.errorData, `${label}: refusal data`).toEqual(expected.errorData)
  if (expected.status) expect(observed.status, `${label}: instance status`).toBe(expected.status)
  if (expected.tasks)
    expect(sorted(observed.tasks), `${label}: tasks`).toEqual(sorted(expected.tasks))
  if (expected.todos)
    expect(sorted(observed.todos), `${label}: to-dos`).toEqual(sorted(expected.todos))
  if (expected.timeline)
    expect(observed.timeline, `${label}: timeline added`).toEqual(expected.timeline)
  if (expected.cc) expect(sorted(observed.cc), `${label}: cc created`).toEqual(sorted(expected.cc))
  if (expected.countsChanged) {
    expect(observed.countsChanged, `${label}: counts changed`).toEqual(
      sorted(expected.countsChanged),
    )
  }
  if (expected.actions) expect(observed.actions, `${label}: actions`).toEqual(expected.actions)
  if (expected.returnTargets) {
    expect(observed.returnTargets, `${label}: return targets`).toEqual(expected.returnTargets)
  }
  if (expected.reader) expect(observed.reader, `${label}: reader`).toEqual(expected.reader.fields)
  if (expected.timelineEntries) {
    expect(observed.timelineEntries, `${label}: entries`).toHaveLength(
      expected.timelineEntries.length,
    )
    expect(observed.timelineEntries, `${label}: entries`).toMatchObject(expected.timelineEntries)
  }
  if (expected.instance)
    expect(observed.instance, `${label}: instance`).toMatchObject(expected.instance)
}

describe('engine vectors (engine-vectors.json)', () => {
  it('has at least 60 self-contained vectors with unique ids', () => {
    const ids = vectorFile.vectors.map((v) => v.id)
    expect(ids.length).toBeGreaterThanOrEqual(60)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it.each(vectorFile.vectors.map((v) => [v.id, v] as const))('%s', (_id, vector) => {
    runVector(vector, check)
  })
})
