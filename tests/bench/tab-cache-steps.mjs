// The timed steps of the tab-cache measurement (tab-cache.mjs), run inside the page. Both end at the
// same point: the page's heading is visible and a frame was painted after it.
/** The tab bar's accessible name (English). */
export const tabBarLabel = 'Opened pages'

/**
 * Waits until the page is quiet, so each timed click starts from a page at rest (as a user's click
 * does) instead of competing with the previous one's trailing work: effects of the page just
 * hidden, the menu highlight, the data of a page just opened. Quiet means: no CSS transition or
 * animation that will end is still running (the menu's and the tab bar's highlights fade for
 * 300 ms after a navigation, and every frame meanwhile restyles them: a click in that time had
 * React's rendering interleaved with those frames), then the main thread idle and a frame passed.
 * Endless animations (a spinner) are not waited for; nor any longer than a second.
 */
function settle(page) {
  return page.evaluate(async () => {
    const idleAndFrame = () =>
      new Promise((resolve) =>
        requestIdleCallback(() => requestAnimationFrame(() => setTimeout(resolve, 0)), {
          timeout: 1000,
        }),
      )
    // Work deferred past a paint (the menu's highlight is drawn in a transition) may start new
    // transitions: quiet is checked again after each wait.
    const deadline = performance.now() + 1000
    for (;;) {
      await idleAndFrame()
      const ending = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
      const left = deadline - performance.now()
      if (ending.length === 0 || left <= 0) return
      await Promise.race([
        Promise.allSettled(ending.map((animation) => animation.finished)),
        new Promise((resolve) => setTimeout(resolve, left)),
      ])
    }
  })
}

/**
 * Clicks a tab inside the page and resolves with the milliseconds until its page is visible and a
 * frame was painted: click → route loaders → React commit (Activity visible) → paint.
 */
export async function timeTabShow(page, { href, title }) {
  await settle(page)
  return page.evaluate(
    ({ href, title, tabBarLabel }) =>
      new Promise((resolve, reject) => {
        const link = document.querySelector(`nav[aria-label="${tabBarLabel}"] a[href="${href}"]`)
        if (!link) return reject(new Error(`no tab for ${href}`))
        const isShown = () =>
          [...document.querySelectorAll('main h3')].some(
            (h) => h.textContent === title && h.checkVisibility(),
          )
        const painted = () =>
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0))
        const observer = new MutationObserver(() => {
          if (!isShown()) return
          observer.disconnect()
          painted()
        })
        observer.observe(document.body, { attributes: true, childList: true, subtree: true })
        const start = performance.now()
        link.click()
      }),
    { href, title, tabBarLabel },
  )
}

/**
 * One open/close cycle inside the page (no Playwright locators: their bookkeeping lives in the same
 * heap): opens the page through the sidebar, waits for its table data, closes its tab. Resolves with
 * the milliseconds from the click until the new page was visible and a frame painted (the end
 * point of timeTabShow).
 */
export async function openAndCloseTab(page, { href, title, cell }) {
  await settle(page)
  return page.evaluate(
    ({ href, title, cell, tabBarLabel }) =>
      new Promise((resolve, reject) => {
        const visible = (selector, text) =>
          [...document.querySelectorAll(selector)].some(
            (el) => el.textContent === text && el.checkVisibility(),
          )
        const when = (isDone) =>
          new Promise((done) => {
            if (isDone()) return done()
            const observer = new MutationObserver(() => {
              if (!isDone()) return
              observer.disconnect()
              done()
            })
            observer.observe(document.body, { attributes: true, childList: true, subtree: true })
          })
        const nextPaint = () =>
          new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))
        const timeout = setTimeout(() => reject(new Error(`timed out on ${href}`)), 10_000)
        const start = performance.now()
        document.querySelector(`nav:not([aria-label="${tabBarLabel}"]) a[href="${href}"]`).click()
        void (async () => {
          await when(() => visible('main h3', title))
          await nextPaint()
          const openedIn = performance.now() - start
          if (cell) await when(() => visible('main td', cell))
          document
            .querySelector(`nav[aria-label="${tabBarLabel}"] button[aria-label="Close ${title}"]`)
            .click()
          await when(() => !visible('main h3', title))
          clearTimeout(timeout)
          resolve(openedIn)
        })()
      }),
    { href, title, cell, tabBarLabel },
  )
}
