import { describe, expect, it } from 'vitest'
import { resolveCascade, type Cascade, type CascadeInput } from './work-area-cascade-rules'

const base: CascadeInput = {
  urlProjectId: '',
  urlHtdId: '',
  currentProjectId: 'current',
  isSwitcherReady: true,
  htds: [{ id: 'h1' }, { id: 'h2' }],
  htdsFailed: false,
}

describe('resolveCascade', () => {
  it.each<[string, Partial<CascadeInput>, Cascade]>([
    ['the URL’s project and htd', { urlProjectId: 'p', urlHtdId: 'h2' }, { projectId: 'p', htdId: 'h2', status: 'ready' }], // prettier-ignore
    ['the URL’s htd while the project’s htds load', { urlProjectId: 'p', urlHtdId: 'h9', htds: undefined }, { projectId: 'p', htdId: 'h9', status: 'ready' }], // prettier-ignore
    ['the URL’s htd even if the htds failed', { urlProjectId: 'p', urlHtdId: 'h9', htds: undefined, htdsFailed: true }, { projectId: 'p', htdId: 'h9', status: 'ready' }], // prettier-ignore
    ['an htd that is not the project’s', { urlProjectId: 'p', urlHtdId: 'h9' }, { projectId: 'p', htdId: '', status: 'unknownHtd' }], // prettier-ignore
    ['the URL’s project, its first htd', { urlProjectId: 'p' }, { projectId: 'p', htdId: 'h1', status: 'ready' }], // prettier-ignore
    ['the URL’s project before the switcher is ready', { urlProjectId: 'p', isSwitcherReady: false }, { projectId: 'p', htdId: 'h1', status: 'ready' }], // prettier-ignore
    ['the current project, its first htd', {}, { projectId: 'current', htdId: 'h1', status: 'ready' }], // prettier-ignore
    ['the current project and the URL’s htd', { urlHtdId: 'h2' }, { projectId: 'current', htdId: 'h2', status: 'ready' }], // prettier-ignore
    ['waiting for the switcher', { isSwitcherReady: false, htds: undefined }, { projectId: '', htdId: '', status: 'waiting' }], // prettier-ignore
    ['waiting for the htds', { htds: undefined }, { projectId: 'current', htdId: '', status: 'waiting' }], // prettier-ignore
    ['htds that failed to load', { htds: undefined, htdsFailed: true }, { projectId: 'current', htdId: '', status: 'htdsFailed' }], // prettier-ignore
    ['a project without htds', { htds: [] }, { projectId: 'current', htdId: '', status: 'noHtds' }], // prettier-ignore
    ['a user without projects', { currentProjectId: null, htds: undefined }, { projectId: '', htdId: '', status: 'noProject' }], // prettier-ignore
  ])('%s', (_name, change, expected) => {
    expect(resolveCascade({ ...base, ...change })).toEqual(expected)
  })
})
