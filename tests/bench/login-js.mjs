import { criticalPath } from './login-phone.mjs'

/**
 * JavaScript a browser loads for /login (gzip level 9): what the form needs, and what the page
 * fetches afterwards, while the user types, for the click on Sign in and the signed-in screen
 * (issue 26).
 */
export const loginJs = {
  id: 'login-js',
  title: 'JS loaded by /login',
  async run({ browser, baseURL }) {
    const path = await criticalPath(browser, baseURL)
    return {
      rows: [
        { label: '/login (initial JS, until the form is usable)', kB: path.jsKB, budgetKB: 220 },
        {
          label: '/login: fetched while the user types (sign-in, shell, landing page)',
          kB: path.laterJsKB,
          note: `${path.laterFiles.length} files`,
        },
      ],
      data: path,
    }
  },
}
