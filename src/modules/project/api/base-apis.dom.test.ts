import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mswServer } from '@tests/setup/msw-server'
import { ApiError } from '@/api/http/api-error'
import { listDictionaries } from '@/modules/system/api/dictionary-api'
import { getUserProjectAssignments } from '@/api/session/user-projects-api'

describe('base service apis', () => {
  it('listDictionaries asks for details and unwraps the items', async () => {
    let query = ''
    mswServer.use(
      http.get('*/api/base/dictionary/list', ({ request }) => {
        query = new URL(request.url).search
        return HttpResponse.json({ items: [{ id: 'd1', name: 'status', details: [] }] })
      }),
    )
    await expect(listDictionaries()).resolves.toEqual([{ id: 'd1', name: 'status', details: [] }])
    expect(query).toBe('?IncludeDetails=true')
  })

  it('listDictionaries passes a failure to the caller', async () => {
    mswServer.use(
      http.get('*/api/base/dictionary/list', () => new HttpResponse(null, { status: 500 })),
    )
    await expect(listDictionaries({ silent: true })).rejects.toBeInstanceOf(ApiError)
  })

  it('getUserProjectAssignments asks for project details of the user', async () => {
    const item = {
      projId: 'p1',
      project: {
        id: 'p1',
        projName: 'Bridge',
        sort: 1,
        htds: [{ id: 'h1', htdName: 'A', sort: 1 }],
      },
    }
    let url = new URL('http://x')
    mswServer.use(
      http.get('*/api/base/htd/by-user/:userId', ({ request }) => {
        url = new URL(request.url)
        return HttpResponse.json({ items: [item] })
      }),
    )
    await expect(getUserProjectAssignments('u1')).resolves.toEqual([item])
    expect(url.pathname).toBe('/api/base/htd/by-user/u1')
    expect(url.search).toBe('?includeProjectDetail=true')
  })
})
