import { expect } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getDatabase } from '@mock/core/db/database'
import { getUserProjectAssignments } from '@/api/session/user-projects-api'
import grantEn from '@/modules/project/locales/en/project-grant.json'

/** Shared steps of the grant pages' tests (user-project-page, user-htd-page). */

/** Picks a user in a user picker (by its label) by typing their user name. */
export async function pickUser(userName: string, label = grantEn.user) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText(label), userName)
  const option = await screen.findByText(new RegExp(`\\(${userName}\\)`), {
    selector: '.ant-select-item-option-content',
  })
  await user.click(option)
}

/** A project or htd checkbox, by its label. */
export const checkbox = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label)

export const saveButton = () => screen.queryByText('Save', { selector: 'button span' })

export async function save() {
  const button = saveButton()!
  await waitFor(() => expect(button.closest('button')!.disabled).toBe(false))
  await userEvent.click(button)
}

/** What `GET /api/base/htd/by-user/{userId}` answers now: project id → its granted htd ids. */
export async function byUser(userId: string): Promise<Map<string, (string | null)[]>> {
  const items = await getUserProjectAssignments(userId)
  const projects = new Map<string, (string | null)[]>()
  for (const item of items) projects.set(item.projId, [...(projects.get(item.projId) ?? []), item.htdId ?? null]) // prettier-ignore
  return projects
}

/** Takes a permission from the host admin role (the backend is reset after each test). */
export function revokeFromAdmin(permission: string) {
  const admin = getDatabase().roles.find((r) => r.name === 'admin' && r.tenantId === null)!
  admin.permissions = admin.permissions.filter((name) => name !== permission)
}

/** Fills `{{name}}` placeholders of a text. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]))
}
