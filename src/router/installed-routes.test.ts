import { describe, expect, it } from 'vitest'
import { tabQueryParamsOf } from './installed-routes'
import { indexRoutes } from './route-index'

describe('tabQueryParamsOf', () => {
  it('lists the routes that key their tabs by a query parameter, by full path', () => {
    const index = indexRoutes([
      {
        path: '/workflow',
        meta: { titleKey: 'workflow' },
        children: [
          { path: 'inbox', meta: { titleKey: 'inbox' } },
          { path: 'handle', meta: { titleKey: 'handle', hidden: true, tabPerQuery: 'id' } },
        ],
      },
      { path: '/notice/view', meta: { titleKey: 'noticeView' } },
    ])
    expect([...tabQueryParamsOf(index)]).toEqual([['/workflow/handle', 'id']])
  })
})
