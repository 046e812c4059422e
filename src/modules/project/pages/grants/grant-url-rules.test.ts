import { describe, expect, it } from 'vitest'
import { parseGrantView, withGrantParams } from './grant-url-rules'

describe('grant page URL', () => {
  it.each([
    ['', 'user'],
    ['view=project', 'project'],
    ['view=user&project=p1', 'user'],
    ['project=p1', 'project'],
    ['user=u1&project=p1', 'user'],
    ['view=other&project=p1', 'project'],
    ['view=other', 'user'],
  ])('?%s opens the %s view', (search, view) => {
    expect(parseGrantView(new URLSearchParams(search))).toBe(view)
  })

  it.each([
    ['view=user&user=u1', { user: 'u2' }, 'view=user&user=u2'],
    [
      'view=project&project=p1&htd=h1',
      { project: 'p2', htd: undefined },
      'view=project&project=p2',
    ],
    ['user=u1', { view: 'project' }, 'user=u1&view=project'],
    ['user=u1&page=2', { user: '' }, 'page=2'],
  ])('?%s changed by %j is ?%s', (search, change, expected) => {
    expect(withGrantParams(new URLSearchParams(search), change).toString()).toBe(expected)
  })
})
