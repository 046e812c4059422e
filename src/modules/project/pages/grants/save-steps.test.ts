import { describe, expect, it } from 'vitest'
import { PartialSaveError, runSaveSteps, type SaveStep } from './save-steps'

const failure = new Error('500')

/** Steps named a, b, c…; the one at `failAt` fails. Records the ones that ran. */
function steps(count: number, failAt: number | null, ran: string[]): SaveStep[] {
  return Array.from({ length: count }, (_, index) => {
    const label = String.fromCharCode(97 + index)
    return {
      label,
      run: () => {
        ran.push(label)
        return index === failAt ? Promise.reject(failure) : Promise.resolve()
      },
    }
  })
}

describe('a save of several calls', () => {
  it('runs every step in order', async () => {
    const ran: string[] = []
    await runSaveSteps(steps(3, null, ran))
    expect(ran).toEqual(['a', 'b', 'c'])
  })

  it('rethrows a failure of the first step as it is: nothing was saved', async () => {
    const ran: string[] = []
    await expect(runSaveSteps(steps(2, 0, ran))).rejects.toBe(failure)
    expect(ran).toEqual(['a'])
  })

  it.each([
    [3, 1, ['a'], ['b', 'c']],
    [3, 2, ['a', 'b'], ['c']],
    [2, 1, ['a'], ['b']],
  ])(
    '%i steps, step %i failing: saved %j, not saved %j',
    async (count, failAt, saved, notSaved) => {
      const ran: string[] = []
      const error = await runSaveSteps(steps(count, failAt, ran)).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(PartialSaveError)
      expect(error).toMatchObject({ saved, notSaved, cause: failure })
      expect(ran).toEqual(saved.concat(notSaved[0]))
    },
  )
})
