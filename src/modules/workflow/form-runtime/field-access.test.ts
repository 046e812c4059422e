import { describe, expect, it } from 'vitest'
import { FieldPermission } from '../form-schema/form-schema-types'
import { resolveFieldAccess, type FieldAccessInput } from './field-access'

const { Read, Write, Hidden } = FieldPermission
const node = { period: Read, items: Write, remark: Hidden }

describe('resolveFieldAccess', () => {
  it.each<[string, FieldAccessInput, string]>([
    ['items', { mode: 'fill' }, 'write'], // no permissions: the mode decides
    ['items', { mode: 'read' }, 'read'],
    ['items', { mode: 'fill', fieldPermissions: node }, 'write'],
    ['period', { mode: 'fill', fieldPermissions: node }, 'read'],
    ['remark', { mode: 'fill', fieldPermissions: node }, 'hidden'],
    ['remark', { mode: 'read', fieldPermissions: node }, 'hidden'],
    ['items', { mode: 'read', fieldPermissions: node }, 'read'],
    ['total', { mode: 'fill', fieldPermissions: node }, 'read'], // unlisted: Read at a node
    ['total', { mode: 'fill', fieldPermissions: node, unlistedPermission: Write }, 'write'], // at Start
    ['items', { mode: 'fill', fieldPermissions: node, isFixed: true }, 'read'],
    ['constructor', { mode: 'fill', fieldPermissions: node }, 'read'], // never the prototype's
  ])('%s with %j → %s', (key, input, expected) => {
    expect(resolveFieldAccess(key, input)).toBe(expected)
  })
})
