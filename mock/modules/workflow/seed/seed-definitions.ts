import { createHash } from 'node:crypto'
import { seededAudit } from '../../../core/db/audit.ts'
import { tenantIds } from '../../../core/db/seed-ids.ts'
import { canonicalJson } from '../../../../src/modules/workflow/timeline-chain/canonical-json.ts'
import { definitionStatuses, type WorkflowFormRecord, type WorkflowFormVersionRecord, type WorkflowSchemeRecord, type WorkflowSchemeVersionRecord } from '../workflow-types.ts' // prettier-ignore
import type { FormSchema, ModelNode, SchemeSettings } from '../workflow-model.ts'
import { designChangeForm } from '../../../../src/modules/workflow/form-schema/fixtures/design-change.ts'
import { materialInspectionForm } from '../../../../src/modules/workflow/form-schema/fixtures/material-inspection.ts' // prettier-ignore
import { measurementPaymentForm } from '../../../../src/modules/workflow/form-schema/fixtures/measurement-payment.ts' // prettier-ignore
import { demoInspectionModel, designChangeModel, materialInspectionModel, measurementPaymentModel, measurementPaymentSignedModel, schemeSettings } from './seed-scheme-models.ts' // prettier-ignore
import { workflowFormIds as f, workflowSchemeIds as s } from './seed-workflow-ids.ts'
import { measurementPaymentTemplateId } from '../documents/seed-document-template.ts'

/**
 * The seeded forms and schemes (workflow-api.md §10), each published once (version 1) and for
 * every project (`projectId: null`); the demo tenant has one of each. 计量支付申请 has a version 2
 * (`laterModel`, same form version): signatures and seals; the seeded instances stay on version 1.
 */
const publishTime = '2024-03-01T08:00:00.000'
const laterPublishTime = '2024-06-01T08:00:00.000'

interface DefinitionSeed {
  formId: string
  schemeId: string
  tenantId: string | null
  name: string
  code: string
  category: string
  businessType: string
  icon: string
  schema: FormSchema
  model: () => ModelNode
  /** Version 2 of the scheme, when there is one (the scheme's current model). */
  laterModel?: () => ModelNode
  /** Version 2's document template. */
  laterTemplateId?: string
  settings: SchemeSettings
}

const definitions: DefinitionSeed[] = [
  { formId: f.measurementPayment, schemeId: s.measurementPayment, tenantId: null, name: '计量支付申请', code: 'measurement-payment', category: '计量支付', businessType: 'measurement-payment', icon: 'AccountBookOutlined', schema: measurementPaymentForm as FormSchema, model: measurementPaymentModel, laterModel: measurementPaymentSignedModel, laterTemplateId: measurementPaymentTemplateId, settings: schemeSettings('JL', '{htdName} {period} 计量支付申请', ['period', 'total']) }, // prettier-ignore
  { formId: f.designChange, schemeId: s.designChange, tenantId: null, name: '设计变更申请', code: 'design-change', category: '变更', businessType: 'design-change', icon: 'SwapOutlined', schema: designChangeForm as FormSchema, model: designChangeModel, settings: schemeSettings('BG', '{htdName} {changeNo} 设计变更申请', ['changeNo', 'level', 'costDelta']) }, // prettier-ignore
  { formId: f.materialInspection, schemeId: s.materialInspection, tenantId: null, name: '材料报验单', code: 'material-inspection', category: '质量', businessType: 'material-inspection', icon: 'ExperimentOutlined', schema: materialInspectionForm as FormSchema, model: materialInspectionModel, settings: schemeSettings('BY', '{htdName} {material} 材料报验单', ['material', 'qty', 'arrivalDate']) }, // prettier-ignore
  { formId: f.demoInspection, schemeId: s.demoInspection, tenantId: tenantIds.demo, name: '演示报验单', code: 'demo-inspection', category: '质量', businessType: 'material-inspection', icon: 'ExperimentOutlined', schema: materialInspectionForm as FormSchema, model: demoInspectionModel, settings: schemeSettings('YS', '{htdName} {material} 报验单', ['material', 'qty']) }, // prettier-ignore
]

export const schemaHash = (schema: unknown) => createHash('sha256').update(canonicalJson(schema), 'utf8').digest('hex') // prettier-ignore

export function seedForms(): {
  forms: WorkflowFormRecord[]
  versions: WorkflowFormVersionRecord[]
} {
  return {
    forms: definitions.map((d, i) => ({
      ...seededAudit(d.formId, d.tenantId, publishTime, 0xa100 + i),
      name: d.name,
      code: d.code,
      category: d.category,
      description: null,
      sort: i + 1,
      schema: structuredClone(d.schema),
      status: definitionStatuses.published,
      publishedVersion: 1,
      hasUnpublishedChanges: false,
    })),
    versions: definitions.map((d) => ({
      id: d.formId.replace(/.{4}$/, (tail) => `f${tail.slice(1)}`),
      tenantId: d.tenantId,
      formId: d.formId,
      version: 1,
      schema: structuredClone(d.schema),
      schemaHash: schemaHash(d.schema),
      publishTime,
      publisherName: 'admin',
    })),
  }
}

export function seedSchemes(): {
  schemes: WorkflowSchemeRecord[]
  versions: WorkflowSchemeVersionRecord[]
} {
  // prettier-ignore
  return {
    schemes: definitions.map((d, i) => ({
      ...seededAudit(d.schemeId, d.tenantId, publishTime, 0xa200 + i),
      name: d.name,
      code: d.code,
      category: d.category,
      icon: d.icon,
      sort: i + 1,
      description: null,
      businessType: d.businessType,
      projectId: null,
      formId: d.formId,
      documentTemplateId: d.laterModel ? d.laterTemplateId ?? null : null,
      model: (d.laterModel ?? d.model)(),
      startScope: { organizationIds: [], positionIds: [], userIds: [] },
      settings: { ...d.settings },
      needsHtd: true,
      status: definitionStatuses.published,
      publishedVersion: d.laterModel ? 2 : 1,
      hasUnpublishedChanges: false,
    })),
    versions: definitions.flatMap((d) => [
      { id: d.schemeId.replace(/.{4}$/, (tail) => `f${tail.slice(1)}`), tenantId: d.tenantId, schemeId: d.schemeId, version: 1, model: d.model(), formId: d.formId, formVersion: 1, settings: { ...d.settings }, publishTime }, // prettier-ignore
      ...(d.laterModel ? [{ id: d.schemeId.replace(/.{4}$/, (tail) => `e${tail.slice(1)}`), tenantId: d.tenantId, schemeId: d.schemeId, version: 2, model: d.laterModel(), formId: d.formId, formVersion: 1, settings: { ...d.settings }, publishTime: laterPublishTime, documentTemplateId: d.laterTemplateId ?? null }] : []), // prettier-ignore
    ]),
  }
}
