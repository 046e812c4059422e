import { describe, expect, it } from 'vitest'
import { resolvePageProject, type PageProject, type PageProjectInput } from './page-project-rules'

const none: PageProjectInput = {
  urlProjectId: '',
  currentProjectId: null,
  isSwitcherReady: false,
  projectIds: undefined,
}

describe('resolvePageProject', () => {
  it.each<[string, Partial<PageProjectInput>, PageProject]>([
    [
      'the URL wins over the switcher',
      { urlProjectId: 'b', currentProjectId: 'a', isSwitcherReady: true },
      { projectId: 'b', source: 'url', status: 'ready' },
    ],
    [
      'the URL is listed at once, before the switcher or the projects are known',
      { urlProjectId: 'b' },
      { projectId: 'b', source: 'url', status: 'ready' },
    ],
    [
      'a URL project of the tenant',
      { urlProjectId: 'b', projectIds: ['a', 'b'] },
      { projectId: 'b', source: 'url', status: 'ready' },
    ],
    [
      'a URL project the tenant does not have',
      { urlProjectId: 'x', projectIds: ['a', 'b'] },
      { projectId: 'x', source: 'url', status: 'unknownProject' },
    ],
    [
      'no URL: the switcher’s current project',
      { currentProjectId: 'a', isSwitcherReady: true, projectIds: [] },
      { projectId: 'a', source: 'switcher', status: 'ready' },
    ],
    [
      'no URL: waits for the switcher',
      { currentProjectId: 'a', isSwitcherReady: false },
      { projectId: '', source: 'switcher', status: 'waiting' },
    ],
    [
      'no URL and no project of the user',
      { currentProjectId: null, isSwitcherReady: true },
      { projectId: '', source: 'switcher', status: 'noProject' },
    ],
  ])('%s', (_case, input, expected) => {
    expect(resolvePageProject({ ...none, ...input })).toEqual(expected)
  })
})
