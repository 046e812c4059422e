import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe-core's serious and critical findings on the page as it is now (WCAG 2.1 A and AA rules, or
 * only `rules`), within `include` when given, one line each: `rule: what (where)`. An empty list is
 * the bar (issue 11).
 */
export async function seriousViolations(
  page: Page,
  include?: string,
  rules?: string[],
): Promise<string[]> {
  // Only the violations are read: axe skips detailing the passes and the rest (its own advice
  // for speed), which finds the same violations. (options() replaces what withTags/withRules
  // set: it comes first.) The app has no iframes: axe runs in the page itself ("legacy" mode)
  // instead of also opening a second page per scan to merge frames' results in.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  if (include) builder = builder.include(include)
  if (rules) builder = builder.withRules(rules)
  await settleAnimations(page)
  const { violations } = await builder.analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id}: ${violation.help} (${node.target.join(' ')}) ${node.failureSummary ?? ''}`,
      ),
    )
}

/**
 * Waits for the running finite animations (a dialog zooming in, a drawer sliding): scanned halfway,
 * their colours are blended with what is behind them and fail the contrast rule, although what a
 * user reads is the settled screen. Endless ones (spinners) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}
