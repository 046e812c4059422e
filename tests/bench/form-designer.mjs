// The form designer in Chromium with a 100-field form made through the API (designer-fixture.mjs):
// moving a field by keyboard, the Enter key on its "Move … down" button (the keydown event's own
// time stamp) → the field painted one place lower, median of 20 (issue 24: ≤ 16 ms). The fields
// moved are spread over the form, the last ones included. Beside it, the browser's Event Timing
// figure of the same key presses (event-timing.mjs).
import { createDesignerFixtures } from './designer-fixture.mjs'
import { readInteraction, watchNextInteraction } from './event-timing.mjs'
import { signInThroughForm, summarize } from './support.mjs'

const samples = 20
const budgetMs = 16

/**
 * In the page: arms a timer for the next keydown; `window.__fieldMoved` resolves with the ms until
 * field `key` is the canvas's item `to` (0-based) and a frame was painted.
 */
function armMoveTimer({ key, to }) {
  const canvas = document.querySelector('[role="list"]')
  const isMoved = () => canvas.children[to]?.querySelector(`[data-testid="field-${key}"]`)
  let start
  document.addEventListener('keydown', (event) => (start = event.timeStamp), {
    once: true,
    capture: true,
  })
  window.__fieldMoved = new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`${key} not moved in 10 s`)), 10_000)
    const observer = new MutationObserver(() => {
      if (start === undefined || !isMoved()) return
      observer.disconnect()
      clearTimeout(timeout)
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
    })
    observer.observe(canvas, { childList: true, subtree: true })
  })
}

export const formDesigner = {
  id: 'form-designer',
  title: 'Form designer: a 100-field form, moving a field by keyboard (Chromium)',
  async run({ browser, baseURL, account }) {
    const fixtures = await createDesignerFixtures(baseURL, account)
    const context = await browser.newContext({ baseURL, locale: 'en-US' })
    try {
      const page = await context.newPage()
      // Moves are unsaved work: leaving the page would ask first.
      page.on('dialog', (dialog) => void dialog.accept())
      await page.goto('/login', { waitUntil: 'networkidle' })
      await signInThroughForm(page, account)
      const opened = Date.now()
      await page.goto(`/workflow/form-design?id=${fixtures.form.id}`)
      const canvas = page.getByRole('list', { name: 'Fields' })
      await canvas.locator('[data-testid="field-f100"]').waitFor({ timeout: 30_000 })
      const openMs = Date.now() - opened
      await page.waitForTimeout(500)

      const times = []
      const eventTimings = []
      for (let sample = 0; sample < samples; sample += 1) {
        // Fields 1, 6, 11, … 96: each one place down (field 96 to 97, near the end).
        const from = sample * 5
        const key = await canvas.locator(':scope > [role="listitem"]').nth(from).locator('[data-testid^="field-"]').first().getAttribute('data-testid') // prettier-ignore
        const name = key.replace('field-f', 'Field ').replace(/ 0+/, ' ')
        const down = page.getByRole('button', { name: `Move ${name} down`, exact: true })
        await down.focus()
        await page.evaluate(armMoveTimer, { key: key.slice('field-'.length), to: from + 1 })
        await page.evaluate(watchNextInteraction)
        await page.keyboard.press('Enter')
        times.push(await page.evaluate(() => window.__fieldMoved))
        eventTimings.push(await readInteraction(page))
      }
      const timing = summarize(times)
      const eventTiming = summarize(eventTimings)
      return {
        rows: [
          {
            label: `move a field: Enter → field painted one place down, median of ${samples} (p95 ${timing.p95}, max ${timing.max})`,
            value: timing.median,
            unit: 'ms',
            budget: budgetMs,
            note: `Event Timing ${eventTiming.median} ms`,
          },
          {
            label: 'open the designer → last field shown (no budget)',
            value: openMs,
            unit: 'ms',
          },
        ],
        data: { timing: { ...timing, samples: times }, eventTiming: { ...eventTiming, samples: eventTimings }, openMs }, // prettier-ignore
      }
    } finally {
      await context.close()
      await fixtures.cleanUp()
    }
  },
}
