import { describe, expect, it } from 'vitest'
import { isAppViewKey } from './app-view-keys'

describe('isAppViewKey', () => {
  it.each([
    [['tenant', 'host', 'base', 'app', 'list', {}], true],
    [['tenant', 'host', 'base', 'app', 'options', {}], true],
    [['tenant', 't1', 'base', 'project-app', 'list', { projectId: 'p' }], true],
    [['tenant', 't1', 'base', 'project-app-folder', 'tree', 'p'], true],
    // The launcher, kept under the current project's scope.
    [['tenant', 't1', 'project', 'p', 'base', 'project-app', 'launcher', 'p'], true],
    [['tenant', 't1', 'base', 'project', 'options'], false],
    [['tenant', 't1', 'project', 'p', 'base', 'htd', 'list'], false],
    [['tenant', 't1', 'base', 'application'], false],
    [['session', 'base', 'app'], false],
    [['tenant', 't1'], false],
  ])('%j → %s', (key, expected) => {
    expect(isAppViewKey(key)).toBe(expected)
  })
})
