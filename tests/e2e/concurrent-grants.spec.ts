import type { Browser, Page } from '@playwright/test'
import { generatedUserId, htdId, projectIds } from '../../mock/core/db/seed-ids'
import { test, expect, type OpenSignedIn } from './support/fixtures'
import { accounts } from './support/accounts'
import { en, enPattern } from './support/i18n'
import { pick } from './support/select'

/**
 * Issue 20, "Nothing lost, nothing let in": two admins granting the same user at the same time.
 * A grant on one project must not take back what the other admin granted on another project.
 */

const chengbei = '城北污水处理厂扩建工程' // user006's project in the seed (section 二标段)
const metro = '地铁5号线土建工程'
const eastRing = '东环高速公路改扩建工程'
const user006 = generatedUserId(6)

/** An admin at a computer of their own: a browser context and a signed-in state of its own. */
async function adminElsewhere(browser: Browser, openSignedIn: OpenSignedIn, path: string) {
  const page = await (await browser.newContext()).newPage()
  await openSignedIn(page, accounts.admin, path, { ownState: true })
  return page
}

const main = (page: Page) => page.locator('main')

async function save(page: Page) {
  await main(page)
    .getByRole('button', { name: en('crud', 'save') })
    .click()
}

test('an admin adding a user to a section keeps what another admin just granted them elsewhere', async ({
  browser,
  openSignedIn,
}) => {
  test.setTimeout(90_000)
  // Admin A opens 三标段 of the metro line and adds user006, who lacks the project: A's page
  // now knows user006's projects as they are, [城北].
  const pageA = await adminElsewhere(
    browser,
    openSignedIn,
    `/project/user-htd?project=${projectIds.metroLine5}&htd=${htdId(3, 1)}`,
  )
  await expect(main(pageA).getByText('张伟 (user001)')).toBeVisible()
  await pick(pageA, main(pageA).getByRole('combobox', { name: en('project-grant', 'addUsersLabel') }), '(user006)', 'user006') // prettier-ignore
  await main(pageA)
    .getByRole('button', { name: en('project-grant', 'addUsers') })
    .click()
  await expect(main(pageA).getByText(en('project-grant', 'getsProjectToo'))).toBeVisible()

  // Meanwhile admin B grants user006 the East Ring expressway with its 一标段.
  const pageB = await adminElsewhere(
    browser,
    openSignedIn,
    `/project/user-htd?user=${user006}&project=${projectIds.eastRingExpressway}`,
  )
  await main(pageB)
    .getByRole('checkbox', { name: /^一标段/ })
    .check()
  await save(pageB)
  await expect(pageB.getByText(enPattern('project-grant', 'savedWithProject'))).toBeVisible()

  // Admin A saves: user006 gets the metro line and its 三标段.
  await save(pageA)
  await expect(pageA.getByText(enPattern('project-grant', 'savedWithProjectFor'))).toBeVisible()

  // Admin B looks again: user006 holds all three projects, each with its section.
  await pageB.reload()
  for (const project of [chengbei, eastRing, metro]) {
    const button = main(pageB).getByRole('button', { name: `${project} · 1 contract section` })
    await expect(button).toBeVisible()
  }
  await expect(main(pageB).getByRole('checkbox', { name: /^一标段/ })).toBeChecked()
  await pageA.context().close()
  await pageB.context().close()
})
