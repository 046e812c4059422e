import { describe, expect, it } from 'vitest'
import {
  matchesOrganization,
  toOrganizationOptions,
  type OrganizationNode,
  type OrganizationOption,
} from './organization-tree-rules'

const node = (
  id: string,
  enabled = true,
  children: OrganizationNode[] = [],
  fullName: string | null = null,
): OrganizationNode => ({ id, name: `org ${id}`, fullName, enabled, children })

const tree = [node('a', true, [node('a1'), node('a2', false, [node('a21')])]), node('b', false)]

/** id → [title, disabled], depth first. */
function flatten(options: OrganizationOption[]): Record<string, [string, boolean]> {
  return Object.fromEntries(
    options.flatMap((o) => [
      [o.value, [o.title, o.disabled]],
      ...Object.entries(flatten(o.children)),
    ]),
  )
}

const settings = {
  kept: [],
  allowDisabled: false,
  disabledTitle: (name: string) => `${name} (off)`,
}

describe('toOrganizationOptions', () => {
  it.each([
    ['a', ['org a', false]],
    ['a1', ['org a1', false]],
    ['a2', ['org a2 (off)', true]],
    ['a21', ['org a21 (off)', true]], // under a disabled parent
    ['b', ['org b (off)', true]],
  ] as const)('marks %s', (id, expected) => {
    expect(flatten(toOrganizationOptions(tree, settings))[id]).toEqual(expected)
  })

  it.each([
    ['a kept disabled organisation stays selectable', { kept: ['a21'] }, 'a21', false],
    ['other disabled ones do not', { kept: ['a21'] }, 'a2', true],
    ['a filter may pick any', { allowDisabled: true }, 'b', false],
  ] as const)('%s', (_case, change, id, disabled) => {
    const options = toOrganizationOptions(tree, { ...settings, ...change })
    expect(flatten(options)[id][1]).toBe(disabled)
  })

  it('searches the legal name, falling back to the short one', () => {
    const [option] = toOrganizationOptions([node('x', true, [], '某某有限公司')], settings)
    expect([option.name, option.fullName]).toEqual(['org x', '某某有限公司'])
    expect(toOrganizationOptions([node('y')], settings)[0].fullName).toBe('org y')
  })
})

describe('matchesOrganization', () => {
  const option = { name: '江南路桥', fullName: 'Jiangnan Road & Bridge Engineering Co.' }
  it.each([
    ['', true],
    ['  ', true],
    ['路桥', true],
    ['bridge', true],
    ['ROAD &', true],
    ['监理', false],
  ])('%j → %s', (search, expected) => {
    expect(matchesOrganization(search, option)).toBe(expected)
  })
})
