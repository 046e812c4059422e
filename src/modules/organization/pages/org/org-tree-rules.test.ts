import { describe, expect, it } from 'vitest'
import type {
  OrganizationDto,
  OrganizationTreeNodeDto,
} from '@/modules/organization/api/organization-api'
import {
  ancestorNames,
  keysToReveal,
  optionalText,
  pathTo,
  toParentOptions,
  toUpdateInput,
} from './org-tree-rules'

function node(id: string, children: OrganizationTreeNodeDto[] = [], enabled = true) {
  return {
    id,
    parentId: null,
    name: `N${id}`,
    fullName: null,
    orgType: 1,
    sort: 0,
    enabled,
    hasChildren: children.length > 0,
    children,
  } satisfies OrganizationTreeNodeDto
}

// a ─┬─ b ── c
//    └─ d (disabled) ── e
// f
const tree = [node('a', [node('b', [node('c')]), node('d', [node('e')], false)]), node('f')]

const ids = (options: ReturnType<typeof toParentOptions>): string[] =>
  options.flatMap((option) => [option.value, ...ids(option.children)])

describe('toParentOptions', () => {
  it.each([
    ['nothing', undefined, ['a', 'b', 'c', 'd', 'e', 'f']],
    ['a leaf', 'c', ['a', 'b', 'd', 'e', 'f']],
    ['a branch with its descendants', 'b', ['a', 'd', 'e', 'f']],
    ['a root with the whole subtree', 'a', ['f']],
    ['an unknown id', 'x', ['a', 'b', 'c', 'd', 'e', 'f']],
  ])('leaves out %s', (_what, excluded, expected) => {
    expect(ids(toParentOptions(tree, excluded))).toEqual(expected)
  })

  it('keeps disabled nodes visible but not pickable, their children pickable', () => {
    const [a] = toParentOptions(tree)
    const d = a.children[1]
    expect(d).toMatchObject({ value: 'd', title: 'Nd', disabled: true })
    expect(d.children[0]).toMatchObject({ value: 'e', disabled: false })
  })
})

describe('paths', () => {
  it.each([
    ['a root', 'f', ['f']],
    ['a deep node', 'c', ['a', 'b', 'c']],
    ['an unknown id', 'x', []],
  ])('pathTo %s', (_what, id, expected) => {
    expect(pathTo(tree, id).map((n) => n.id)).toEqual(expected)
    expect(keysToReveal(tree, id)).toEqual(expected)
  })

  it('names every node’s ancestors, root first', () => {
    const names = ancestorNames(tree)
    expect(names.get('a')).toEqual([])
    expect(names.get('c')).toEqual(['Na', 'Nb'])
    expect(names.get('e')).toEqual(['Na', 'Nd'])
    expect(names.size).toBe(6)
  })
})

describe('toUpdateInput', () => {
  const record: OrganizationDto = {
    ...node('b'),
    parentId: 'a',
    fullName: 'Full B',
    orgType: 3,
    userCount: 2,
    concurrencyStamp: 'stamp',
    creationTime: '2024-01-01T00:00:00',
  }

  it('sends every editable field and the stamp, never the type', () => {
    expect(toUpdateInput(record, { enabled: false })).toEqual({
      parentId: 'a',
      name: 'Nb',
      fullName: 'Full B',
      sort: 0,
      enabled: false,
      concurrencyStamp: 'stamp',
    })
    expect(toUpdateInput(record, { parentId: null }).parentId).toBeNull()
  })

  it.each([
    ['  x ', 'x'],
    ['   ', null],
    [undefined, null],
    [null, null],
  ])('stores the optional text %j as %j', (value, expected) => {
    expect(optionalText(value)).toBe(expected)
  })
})
