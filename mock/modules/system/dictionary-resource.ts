import { businessError } from '../../core/crud/business-error.ts'
import { auditedDto, type CrudResource } from '../../core/crud/crud-resource.ts'
import { crudPermissions } from '../../core/crud/define-crud-routes.ts'
import { compareValues } from '../../core/crud/paging.ts'
import { extraProperties, text } from '../../core/crud/validation.ts'
import { clockNow } from '../../core/db/audit.ts'
import type { DictionaryRecord } from './dictionary-types.ts'
import { detailOrder, detailsOf, toDetailDto } from './dictionary-dto.ts'

/** A code name such as `ProjectStatus` (business-api.md §2.2, V4). */
export const dictionaryNamePattern = /^[A-Za-z][A-Za-z0-9_.]*$/

const dictionaryFields = {
  name: text('CU', 64, dictionaryNamePattern),
  description: text('-', 256),
  extraProperties: extraProperties(),
}

const byName = (a: DictionaryRecord, b: DictionaryRecord) =>
  compareValues(a.name, b.name) || compareValues(a.creationTime, b.creationTime)

/**
 * Data dictionaries (business-api.md §2.2): host-owned and shared; static ones (code depends on
 * them) refuse a rename and a delete. A delete takes the dictionary's details along.
 */
export const dictionaryResource: CrudResource<DictionaryRecord, typeof dictionaryFields> = {
  path: '/api/base/dictionary',
  entityType: 'DataDictionary',
  permissions: crudPermissions('DataDictionary.DataDictionary'),
  table: (db) => db.dictionaries,
  hostOwned: true,
  fields: dictionaryFields,
  filterFields: (row) => [row.name, row.description],
  sorting: { name: (row) => row.name, creationTime: (row) => row.creationTime },
  defaultOrder: byName,
  unique: [
    { code: 'Base:DuplicateDictionaryName', input: (input) => input.name, row: (row) => row.name },
  ],
  checkUpdate: (row, input, { culture }) =>
    row.isStatic && input.name !== row.name
      ? businessError(culture, 'Base:StaticDictionary', row.name)
      : null,
  checkDelete: (row, { culture }) =>
    row.isStatic ? businessError(culture, 'Base:StaticDictionary', row.name) : null,
  create: (input, audit) => ({
    ...audit,
    name: input.name!,
    description: input.description,
    isStatic: false,
    extraProperties: input.extraProperties,
  }),
  update: (row, input) => {
    Object.assign(row, {
      name: input.name!,
      description: input.description,
      extraProperties: input.extraProperties,
    })
  },
  afterDelete: (row, { db, caller }) => {
    for (const detail of detailsOf(db, row.id)) {
      detail.isDeleted = true
      detail.lastModificationTime = clockNow()
      detail.lastModifierId = caller.userId
    }
  },
  // One dictionary (GET/PUT `/{id}`) comes with its details, sorted; lists and creates without.
  toDto: (row, { db, params }) => ({
    ...auditedDto(row),
    name: row.name,
    description: row.description,
    isStatic: row.isStatic,
    details: params.id ? detailsOf(db, row.id).sort(detailOrder).map(toDetailDto) : [],
  }),
  bulkDelete: true,
}
