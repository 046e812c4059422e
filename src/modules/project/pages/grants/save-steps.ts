/**
 * A save made of several calls in a row (a project grant, then the htd grants). The server has
 * no transaction across them: when a later call fails, the earlier ones are saved. The page then
 * says which parts were saved and which were not (PartialSaveError), instead of a bare failure.
 */

/** One call of a save, with the words that name what it saves ("user006's access to 地铁5号线"). */
export interface SaveStep {
  label: string
  run: () => Promise<unknown>
}

/** A save whose first calls succeeded and a later one failed (`cause`: that call's error). */
export class PartialSaveError extends Error {
  readonly saved: readonly string[]
  readonly notSaved: readonly string[]

  constructor(saved: readonly string[], notSaved: readonly string[], cause: unknown) {
    super(`Saved in part: ${saved.join('; ')}. Not saved: ${notSaved.join('; ')}.`, { cause })
    this.name = 'PartialSaveError'
    this.saved = saved
    this.notSaved = notSaved
  }
}

/**
 * Runs the steps in order and stops at the first failure. A failure of the first step is rethrown
 * as it is (nothing was saved); a later one becomes a PartialSaveError.
 */
export async function runSaveSteps(steps: readonly SaveStep[]): Promise<void> {
  for (const [index, step] of steps.entries()) {
    try {
      await step.run()
    } catch (error) {
      if (index === 0) throw error
      const labels = steps.map((s) => s.label)
      throw new PartialSaveError(labels.slice(0, index), labels.slice(index), error)
    }
  }
}
