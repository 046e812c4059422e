import { describe, expect, it } from 'vitest'
import { projectScope, tenantScope } from '@/query/query-keys'
import { launcherQueries } from './launcher-api'

const host = tenantScope(null)

describe('launcherQueries', () => {
  it('keys a project’s Web launcher under that project’s scope, below its invalidation prefix', () => {
    const { queryKey } = launcherQueries.web(host, 'p1')
    expect(queryKey).toEqual([...projectScope(host, 'p1'), 'base', 'project-app', 'launcher', 1])
    expect(queryKey.slice(0, 7)).toEqual(launcherQueries.ofProject(host, 'p1'))
  })

  it.each<[string, readonly unknown[], boolean]>([
    ['a launcher of any project', launcherQueries.web(host, 'p2').queryKey, true],
    ['a launcher of another tenant', launcherQueries.web(tenantScope('t1'), 'p1').queryKey, true],
    [
      'the placements of a project',
      [...projectScope(host, 'p1'), 'base', 'project-app', 'list'],
      false,
    ],
    ['a tenant-wide placement key', [...host, 'base', 'project-app', 'launcher'], false],
    ['the to-dos', [...host, 'base', 'todo', 'summary'], false],
  ])('isLauncherQuery: %s → %s', (_, queryKey, expected) => {
    expect(launcherQueries.isLauncherQuery({ queryKey })).toBe(expected)
  })
})
