import { validationError } from '../../core/abp-error.ts'
import { businessError } from '../../core/crud/business-error.ts'
import type { CrudResource } from '../../core/crud/crud-resource.ts'
import { crudPermissions } from '../../core/crud/define-crud-routes.ts'
import { toValidationErrors } from '../../core/crud/validation.ts'
import { noticeStatuses, type NoticeRecord } from './notice-types.ts'
import { toNoticeDto } from './notice-dto.ts'
import { noticeFields } from './notice-fields.ts'
import { compareNoticesByCreation, isNoticeEditable } from './notice-rules.ts'
import { checkProjectExists } from '../project/project-access.ts'
import {
  collectIssues,
  readEnumFilter,
  readGuidFilter,
  valueOf,
} from '../../core/crud/query-filters.ts'

const statusValues = Object.values(noticeStatuses)

/**
 * Notice management (business-api.md §6.1, Notice.Notice): every notice of the tenant, whatever
 * its status or project. A create makes a Draft; only drafts and withdrawn notices change.
 */
export const noticeResource: CrudResource<NoticeRecord, typeof noticeFields> = {
  path: '/api/base/notice',
  entityType: 'Notice',
  permissions: crudPermissions('Notice.Notice'),
  table: (db) => db.notices,
  fields: noticeFields,
  filterFields: (row) => [row.title],
  sorting: {
    creationTime: (row) => row.creationTime,
    publishTime: (row) => row.publishTime,
    title: (row) => row.title,
    status: (row) => row.status,
  },
  defaultOrder: compareNoticesByCreation,
  listFilter: (rows, { request, culture }) => {
    const status = readEnumFilter(request.query, 'status', statusValues)
    const projectId = readGuidFilter(request.query, 'projectId')
    const issues = collectIssues([status, projectId])
    if (issues.length > 0) return validationError(culture, toValidationErrors(culture, issues))
    return rows.filter(
      (row) =>
        (valueOf(status) === null || row.status === valueOf(status)) &&
        (valueOf(projectId) === null || row.projectId === valueOf(projectId)),
    )
  },
  checkCreate: (input, { db, tenantId, culture }) =>
    checkProjectExists(db, tenantId, input.projectId, culture),
  checkUpdate: (row, input, { db, tenantId, culture }) =>
    isNoticeEditable(row.status)
      ? checkProjectExists(db, tenantId, input.projectId, culture)
      : businessError(culture, 'Base:NoticeNotEditable'),
  create: (input, audit) => ({
    ...audit,
    title: input.title!,
    content: input.content!,
    contentFormat: input.contentFormat,
    projectId: input.projectId,
    isPinned: input.isPinned,
    status: noticeStatuses.draft,
    publishTime: null,
    publisherId: null,
    publisherName: null,
    extraProperties: input.extraProperties,
  }),
  update: (row, input) => {
    Object.assign(row, {
      title: input.title!,
      content: input.content!,
      contentFormat: input.contentFormat,
      projectId: input.projectId,
      isPinned: input.isPinned,
      extraProperties: input.extraProperties,
    })
  },
  toDto: (row, { db }) => toNoticeDto(row, db),
  bulkDelete: true,
}
