import { describe, expect, it } from 'vitest'
import {
  matchesOrganization,
  toOrganizationOptions,
  type OrganizationNode,
  type OrganizationOption,
  type OrganizationOptionSettings,
} from './organization-tree-rules'
import { orgTypeCodes, type OrgType } from '@/modules/organization/api/organization-api'

const node = (
  id: string,
  enabled = true,
  children: OrganizationNode[] = [],
  fullName: string | null = null,
  orgType: OrgType = 1,
): OrganizationNode => ({ id, name: `org ${id}`, fullName, orgType, enabled, children })

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

  describe('offering some types only', () => {
    const { company, organisation, department, supplier } = orgTypeCodes
    const typed = (
      id: string,
      orgType: OrgType,
      children: OrganizationNode[] = [],
      enabled = true,
    ) => node(id, enabled, children, null, orgType)
    // A company with departments and a project office (one department holding a supplier's
    // site office), a root supplier, a disabled company.
    const units = [
      typed('c', company, [
        typed('c-d', department, [typed('c-d-d', department)]),
        typed('c-o', organisation, [typed('c-o-d', department)]),
        typed('c-d2', department, [typed('c-d2-s', supplier)]),
        typed('c-c', company),
      ]),
      typed('s', supplier, [typed('s-d', department)]),
      typed('x', company, [], false),
    ]
    /** id → disabled, of the nodes left in the tree. */
    const offered = (types: OrgType[], change: Partial<OrganizationOptionSettings> = {}) =>
      Object.fromEntries(
        Object.entries(
          flatten(toOrganizationOptions(units, { ...settings, ...change, types })),
        ).map(([id, [, disabled]]) => [id, disabled]),
      )

    it('a project: companies only, the rest left out', () => {
      expect(offered([company])).toEqual({ c: false, 'c-c': false, x: true })
    })

    it('a section: every type but departments; a department stays, closed, above a choosable unit', () => {
      expect(offered([company, organisation, supplier])).toEqual({
        c: false,
        'c-o': false,
        'c-d2': true, // kept for the tree's shape: the supplier's office is under it
        'c-d2-s': false,
        'c-c': false,
        s: false,
        x: true,
      })
    })

    it('keeps a unit of another type the record already holds, choosable, with its parents', () => {
      expect(offered([company], { kept: ['c-o-d'] })).toEqual({
        c: false,
        'c-o': true,
        'c-o-d': false,
        'c-c': false,
        x: true,
      })
    })

    it('a filter may pick a disabled unit of an offered type, never one of another type', () => {
      expect(offered([company], { allowDisabled: true })).toMatchObject({ x: false })
      expect(offered([company, organisation, supplier], { allowDisabled: true })).toMatchObject({
        'c-d2': true,
      })
    })
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
