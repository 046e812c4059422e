import { describe, expect, it } from 'vitest'
import { listRequest } from './list-request'
import { readListView } from './list-url-state'

const keys = ['filter', 'organizationId'] as const
const view = (search: string) => readListView(new URLSearchParams(search), keys)
const newestFirst = { field: 'creationTime', order: 'descend' as const }

describe('listRequest', () => {
  it.each([
    ['', undefined, undefined, { skipCount: 0, maxResultCount: 10 }],
    [
      '',
      undefined,
      newestFirst,
      { skipCount: 0, maxResultCount: 10, sorting: 'creationTime desc' },
    ],
    [
      'sort=name:asc&page=3&size=20',
      undefined,
      newestFirst,
      { skipCount: 40, maxResultCount: 20, sorting: 'name asc' },
    ],
    [
      'filter=%20王%20&organizationId=o1',
      undefined,
      undefined,
      { filter: '王', organizationId: 'o1', skipCount: 0, maxResultCount: 10 },
    ],
    [
      'organizationId=o1',
      { organizationId: 'fixed' },
      undefined,
      { organizationId: 'fixed', skipCount: 0, maxResultCount: 10 },
    ],
  ])('%j with fixed %j and default order %j asks for %j', (search, fixed, sort, input) => {
    expect(listRequest(view(search), fixed, sort).input).toEqual(input)
  })

  it('shows the default order on its column while the URL names none, and the URL’s otherwise', () => {
    expect(listRequest(view(''), undefined, newestFirst).view).toMatchObject({
      sortField: 'creationTime',
      sortOrder: 'descend',
    })
    expect(listRequest(view('sort=name:asc'), undefined, newestFirst).view).toMatchObject({
      sortField: 'name',
      sortOrder: 'ascend',
    })
  })
})
