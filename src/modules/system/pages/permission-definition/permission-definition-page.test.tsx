import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getDatabase } from '@mock/core/db/database'
import i18n from '@/i18n/i18n'
import crudEn from '@/i18n/locales/en/crud.json'
import pageEn from '@/modules/system/locales/en/permission-definition.json'
import permissionEn from '@/modules/organization/locales/en/permission.json'
import routeEn from '@/i18n/locales/en/route.json'
import { clearRequestLog, getRequestLog } from '@tests/setup/msw-server'
import { renderApp, resetSession, signInAs } from '@tests/support/render-app'
import {
  findPageHeading,
  navigateTo,
  preloadShell,
  signedInWithTabs,
} from '@tests/integration/tabs-journey-support'
import { dialog } from '@tests/integration/crud-dialogs'

beforeAll(async () => {
  await preloadShell()
  await import('@/modules/system/pages/permission-definition/permission-definition-page')
}, 60_000)
afterEach(resetSession)

const path = '/system/permission-definition'
const matrixOf = (group: string) => `${path}?groupName=${group}&view=matrix`

async function openPage(url = path) {
  const app = await signedInWithTabs('admin', url, false)
  await findPageHeading(routeEn.permissionDefinition)
  return app
}

/** The tenant `demo`'s admin: every permission, but a tenant sees no host-only definition. */
async function openAsTenantAdmin() {
  await i18n.changeLanguage('en')
  await signInAs('admin', 'demo')
  const app = renderApp(path)
  await findPageHeading(routeEn.permissionDefinition)
  return app
}

const tab = (name: string) => screen.getByText(name, { selector: '[role="tab"]' })

/** Role queries over the whole shell are slow in jsdom: cells are found by text. */
const cell = (text: string) => screen.queryByText(text, { selector: 'td' })
const findCell = (text: string) => screen.findByText(text, { selector: 'td' }, { timeout: 20_000 })
/** The matrix's cell texts of a permission's row: the permission, then one per role. */
const matrixRow = (permission: string) =>
  [...cell(permission)!.closest('tr')!.querySelectorAll('td')].map((td) => td.textContent)
const editButton = (role: string) =>
  screen.queryByLabelText(pageEn.editGrantsOf.replace('{{role}}', role))
const roleOf = (name: string, tenantId: string | null = null) =>
  getDatabase().roles.find((r) => r.name === name && r.tenantId === tenantId)!

describe('Permission definitions page', { timeout: 90_000 }, () => {
  it('lists the definitions by group and keeps a search in the URL', async () => {
    const { router } = await openPage()
    await findCell('Manage work areas')
    expect(cell('Positions')).toBeTruthy()
    // Host-only definitions are shown to the host, with their side.
    const tenants = cell('Manage connection strings')!.closest('tr')!
    expect(within(tenants).getByText(pageEn.sideHost)).toBeTruthy()
    expect(within(tenants).getByText(pageEn.allProviders)).toBeTruthy()

    const user = userEvent.setup()
    await user.type(screen.getByLabelText(crudEn.keyword), 'work areas{Enter}')
    await waitFor(() => expect(cell('Positions')).toBeNull(), { timeout: 15_000 })
    // The match brings its parent.
    expect(cell('Contract sections')).toBeTruthy()
    expect(cell('Manage work areas')).toBeTruthy()
    expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('work areas')
  })

  it('shows which roles grant a group’s permissions, and re-reads them after a role’s edit', async () => {
    await openPage(matrixOf('Project'))
    await findCell('Manage work areas')
    // Columns: permission, admin, auditor, engineer, manager, member, org-admin, project-viewer, staff.
    const { granted, notGranted } = pageEn
    expect(matrixRow('Contract sections')).toEqual(['Contract sections', granted, notGranted, granted, granted, notGranted, notGranted, notGranted, notGranted]) // prettier-ignore
    expect(matrixRow('Manage work areas')[1]).toBe(granted)
    expect(editButton('engineer')).toBeTruthy()

    // admin is the signed-in user's own role: its grants are read again after the save.
    const user = userEvent.setup()
    await user.click(editButton('admin')!)
    const modal = await dialog()
    await modal.findByText(permissionEn.title.replace('{{subject}}', 'admin'))
    await user.click(await modal.findByRole('tab', { name: /^Projects/ }, { timeout: 10_000 }))
    await user.click(modal.getByRole('checkbox', { name: 'Contract sections › Manage work areas' }))
    clearRequestLog()
    await user.click(modal.getByRole('button', { name: crudEn.save }))
    await waitFor(() => expect(matrixRow('Manage work areas')[1]).toBe(notGranted))
    expect(roleOf('admin').permissions).not.toContain('Project.Htd.ManageWorkAreas')
    const paths = getRequestLog().map((entry) => entry.path)
    expect(paths).toContain('/api/abp/application-configuration')
    expect(paths).toContain('/api/base/permission-definition/grant-matrix')
  })

  it('asks for a group before showing the matrix', async () => {
    const { router } = await openPage(`${path}?view=matrix&filter=audit`)
    expect(await screen.findAllByText(pageEn.chooseGroup)).not.toHaveLength(0)
    expect(cell('Audit logs')).toBeNull()
    await userEvent.click(tab(pageEn.definitions))
    await findCell('Audit logs')
    expect(router.state.location.search).toBe('?filter=audit')
  })

  it('shows a tenant user no side search, no host-only definition and no edit button without AbpIdentity.Roles.ManagePermissions', async () => {
    const demoAdmin = roleOf('admin', getDatabase().tenants.find((t) => t.name === 'demo')!.id)
    demoAdmin.permissions = demoAdmin.permissions.filter(
      (name) => name !== 'AbpIdentity.Roles.ManagePermissions',
    )
    const { router } = await openAsTenantAdmin()
    await findCell('Manage work areas')
    expect(cell('Manage connection strings')).toBeNull()
    expect(screen.queryByLabelText(pageEn.side)).toBeNull()

    await userEvent.click(tab(pageEn.matrix))
    expect(await screen.findAllByText(pageEn.chooseGroup)).not.toHaveLength(0)
    await navigateTo(router, matrixOf('Project'))
    await findCell('Manage work areas')
    // The tenant's roles: admin and member.
    expect(matrixRow('Projects')).toEqual(['Projects', pageEn.granted, pageEn.granted])
    expect(editButton('admin')).toBeNull()
    expect(editButton('member')).toBeNull()
  })
})
