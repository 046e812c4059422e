import { describe, expect, it } from 'vitest'
import { bindFormFields, parseFieldName, type FormShape } from './form-binding.ts'

const shape: FormShape = {
  name: 'string',
  sort: 'number',
  enabled: 'boolean',
  owner: { orgId: 'string', share: 'number' },
  tags: ['string'],
  scores: ['number'],
  items: [{ label: 'string', sort: 'number' }],
}

describe('parseFieldName', () => {
  it.each([
    ['name', ['name']],
    ['Owner.OrgId', ['Owner', 'OrgId']],
    ['Items[0].Label', ['Items', 0, 'Label']],
    ['Tags[12]', ['Tags', 12]],
    ['matrix[1][2]', ['matrix', 1, 2]],
    ['Tags[]', null],
    ['Items[x]', null],
    ['a..b', null],
    ['.a', null],
  ])('%s → %j', (name, tokens) => {
    expect(parseFieldName(name)).toEqual(tokens)
  })
})

describe('bindFormFields with a shape', () => {
  it.each<[string, [string, string][], Record<string, unknown>]>([
    ['matches names case-insensitively, in the shape’s spelling', [['NAME', 'a'], ['Sort', '3']], { name: 'a', sort: 3 }], // prettier-ignore
    ['converts numbers invariantly', [['sort', ' -1.5e2 ']], { sort: -150 }],
    ['converts booleans case-insensitively', [['enabled', 'True']], { enabled: true }],
    ['binds an empty value as null, whatever the kind', [['name', ''], ['sort', ' '], ['enabled', '']], { name: null, sort: null, enabled: null }], // prettier-ignore
    ['keeps text as sent (spaces too)', [['name', ' a b ']], { name: ' a b ' }],
    ['binds a nested object from dotted names', [['owner.orgId', 'x'], ['Owner.Share', '0.5']], { owner: { orgId: 'x', share: 0.5 } }], // prettier-ignore
    ['binds a list of objects from indexed names', [['items[1].label', 'b'], ['items[0].label', 'a'], ['Items[0].Sort', '1']], { items: [{ label: 'a', sort: 1 }, { label: 'b' }] }], // prettier-ignore
    ['stops a list at the first gap in its indexes', [['tags[0]', 'a'], ['tags[2]', 'c']], { tags: ['a'] }], // prettier-ignore
    ['binds a repeated simple name as a list', [['Tags', 'a'], ['tags', 'b'], ['scores', '1'], ['scores', '2']], { tags: ['a', 'b'], scores: [1, 2] }], // prettier-ignore
    ['takes the first value of a simple member given twice', [['name', 'first'], ['Name', 'second']], { name: 'first' }], // prettier-ignore
    ['ignores names the DTO does not declare', [['extra', '1'], ['owner.extra', '2'], ['name.length', '3']], {}], // prettier-ignore
    [
      'ignores a whole object or list given as one value',
      [
        ['owner', 'x'],
        ['items', 'y'],
      ],
      {},
    ],
    [
      'ignores names binding cannot read',
      [
        ['tags[]', 'a'],
        ['', 'b'],
      ],
      {},
    ],
  ])('%s', (_case, entries, expected) => {
    const bound = bindFormFields(entries, shape)
    expect(bound.value).toEqual(expected)
    expect(bound.errors).toEqual([])
  })

  it.each<[string, [string, string][], Record<string, unknown>, string[]]>([
    ['a number that does not parse', [['sort', '1,5']], { sort: '1,5' }, ['sort']],
    ['a boolean that does not parse', [['enabled', 'yes']], { enabled: 'yes' }, ['enabled']],
    ['a nested one', [['items[0].sort', 'x']], { items: [{ sort: 'x' }] }, ['items[0].sort']],
    [
      'a repeated one',
      [
        ['scores', '1'],
        ['scores', 'two'],
      ],
      { scores: [1, 'two'] },
      ['scores[1]'],
    ],
  ])('keeps %s as text and reports it', (_case, entries, expected, members) => {
    const bound = bindFormFields(entries, shape)
    expect(bound.value).toEqual(expected)
    expect(bound.errors.map((error) => error.member)).toEqual(members)
  })
})

describe('bindFormFields without a shape', () => {
  it.each<[string, [string, string][], Record<string, unknown>]>([
    ['binds text under the names as sent', [['Name', 'a'], ['sort', '3']], { Name: 'a', sort: '3' }], // prettier-ignore
    ['still nests dotted and indexed names', [['a.b', '1'], ['l[0]', 'x'], ['l[1]', 'y']], { a: { b: '1' }, l: ['x', 'y'] }], // prettier-ignore
    [
      'takes the first of a repeated name',
      [
        ['t', '1'],
        ['t', '2'],
      ],
      { t: '1' },
    ],
    [
      'skips a field that collides with an object',
      [
        ['a.b', '1'],
        ['a', '2'],
      ],
      { a: { b: '1' } },
    ],
  ])('%s', (_case, entries, expected) => {
    expect(bindFormFields(entries).value).toEqual(expected)
  })
})
