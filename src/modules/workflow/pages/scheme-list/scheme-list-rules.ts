import type { SchemeCreateDto, SchemeDto, SchemeUpdateDto } from '../../api/scheme-dtos'
import { NodeType, type ModelNode } from '../../scheme-model/scheme-model-types'

/** What the list's dialog edits; the flow and its settings are the designer's. */
export interface SchemeFormValues {
  name: string
  code: string
  category?: string | null
  projectId?: string | null
  formId: string
  description?: string | null
}

const blankToNull = (text: string | null | undefined) => text?.trim() || null

/** A new scheme's flow: the Start node alone (the designer adds the rest). */
export function newSchemeModel(startName: string, makeId: () => string): ModelNode {
  return { id: makeId(), type: NodeType.Start, name: startName }
}

export function toSchemeCreate(values: SchemeFormValues, model: ModelNode): SchemeCreateDto {
  return {
    name: values.name.trim(),
    code: values.code.trim(),
    category: values.category ?? null,
    projectId: values.projectId ?? null,
    formId: values.formId,
    description: blankToNull(values.description),
    sort: 0,
    model,
  }
}

/**
 * The PUT replaces the whole scheme: the dialog's fields over what the record holds (its flow,
 * settings, start scope), with the record's stamp so a change meanwhile answers 409.
 */
export function toSchemeUpdate(values: SchemeFormValues, record: SchemeDto): SchemeUpdateDto {
  return {
    ...schemeInput(record),
    ...toSchemeCreate(values, record.model!),
    sort: record.sort,
    concurrencyStamp: record.concurrencyStamp,
  }
}

/** Every writable member of a scheme as it stands (the designer's save starts from it). */
export function schemeInput(record: SchemeDto): SchemeUpdateDto {
  return {
    name: record.name,
    code: record.code,
    category: record.category,
    icon: record.icon,
    sort: record.sort,
    description: record.description,
    businessType: record.businessType,
    projectId: record.projectId,
    formId: record.formId,
    documentTemplateId: record.documentTemplateId,
    model: record.model!,
    startScope: record.startScope,
    settings: record.settings,
    concurrencyStamp: record.concurrencyStamp,
  }
}
