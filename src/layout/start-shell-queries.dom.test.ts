import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { notifier } from '@/feedback/notifier'
import { queryClient } from '@/query/query-client'
import { tenantScope } from '@/query/query-keys'
import { userProjectsQuery } from '@/query/user-projects-query'
import { mswServer } from '@tests/setup/msw-server'
import { startShellQueries } from './start-shell-queries'

const assignment = {
  projId: 'p1',
  htdId: null,
  project: { id: 'p1', projName: '东环高速', sort: 1, htds: [] },
}

/** The key the shell's project switcher reads (useProjectAssignments). */
const shellKey = (userId: string) => userProjectsQuery(tenantScope(null), userId).queryKey

describe('startShellQueries', () => {
  it("puts the user's projects where the shell reads them, asked once", async () => {
    const asked = vi.fn()
    mswServer.use(
      http.get('*/api/base/htd/by-user/:userId', ({ params }) => {
        asked(params.userId)
        return HttpResponse.json({ items: [assignment] })
      }),
    )
    startShellQueries({ userId: 'early-user', tenantId: null })
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(shellKey('early-user'))).toEqual([assignment]),
    )
    await queryClient.fetchQuery(userProjectsQuery(tenantScope(null), 'early-user'))
    expect(asked.mock.calls).toEqual([['early-user']])
  })

  it('forgets a refusal without a word: the shell asks again itself and shows it', async () => {
    const error = vi.spyOn(notifier, 'error')
    mswServer.use(
      http.get('*/api/base/htd/by-user/:userId', () =>
        HttpResponse.json({ error: { code: 'x', message: 'Forbidden' } }, { status: 403 }),
      ),
    )
    startShellQueries({ userId: 'refused-user', tenantId: null })
    await vi.waitFor(() =>
      expect(
        queryClient.getQueryCache().find({ queryKey: shellKey('refused-user') }),
      ).toBeUndefined(),
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(queryClient.getQueryState(shellKey('refused-user'))).toBeUndefined()
    expect(error).not.toHaveBeenCalled()
  })
})
