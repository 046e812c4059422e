import type { FormSchema } from '../workflow-model.ts'

/**
 * The three seeded forms' schemas (workflow-api.md §1 and §10). Minimal copies written to §1
 * until the form runtime's typed fixtures (src/modules/workflow/form-schema/fixtures/*.ts) merge;
 * then the seed reads those instead.
 */
const zh = (text: string, en: string) => ({ 'zh-Hans': text, en })

/** 计量支付申请: exactly the schema of §1 (section first, bill rows, computed money). */
export const measurementPaymentSchema: FormSchema = {
  schemaVersion: 1,
  layout: { columns: 2 },
  fields: [
    { key: 'period', type: 'date', label: zh('计量期', 'Period'), required: true },
    { key: 'htdId', type: 'htd', label: zh('合同段', 'Contract section'), required: true },
    {
      key: 'items',
      type: 'table',
      label: zh('计量清单', 'Bill items'),
      minRows: 1,
      maxRows: 500,
      columns: [
        { key: 'boqCode', type: 'input', label: zh('清单编号', 'BOQ code'), maxLength: 32 },
        { key: 'qty', type: 'decimal', label: zh('本期数量', 'Quantity'), scale: 3 },
        { key: 'unit', type: 'dict', dictionary: 'MaterialUnit', label: zh('单位', 'Unit') },
        { key: 'price', type: 'money', label: zh('单价', 'Unit price') },
        { key: 'amount', type: 'money', label: zh('金额', 'Amount'), computed: 'qty * price' },
      ],
    },
    { key: 'total', type: 'money', label: zh('本期计量金额', 'Amount this period'), computed: 'sum(items.amount)' }, // prettier-ignore
    { key: 'attachments', type: 'upload', label: zh('附件', 'Attachments'), maxCount: 20 },
    { key: 'remark', type: 'textarea', label: zh('说明', 'Remark'), maxLength: 500, visibleWhen: 'total > 1000000' }, // prettier-ignore
  ],
}

/** 设计变更申请 */
export const designChangeSchema: FormSchema = {
  schemaVersion: 1,
  layout: { columns: 2 },
  fields: [
    { key: 'htdId', type: 'htd', label: zh('合同段', 'Contract section'), required: true },
    { key: 'changeNo', type: 'input', label: zh('变更编号', 'Change number'), required: true, maxLength: 32 }, // prettier-ignore
    {
      key: 'level',
      type: 'select',
      label: zh('变更类别', 'Change level'),
      required: true,
      options: [
        { value: 'minor', label: zh('一般变更', 'Minor') },
        { value: 'major', label: zh('重大变更', 'Major') },
      ],
    },
    { key: 'costDelta', type: 'money', label: zh('费用增减', 'Cost change') },
    { key: 'reason', type: 'textarea', label: zh('变更理由', 'Reason'), required: true, maxLength: 1000, span: 2 }, // prettier-ignore
    { key: 'attachments', type: 'upload', label: zh('附件', 'Attachments'), maxCount: 20 },
  ],
}

/** 材料报验单 */
export const materialInspectionSchema: FormSchema = {
  schemaVersion: 1,
  layout: { columns: 2 },
  fields: [
    { key: 'htdId', type: 'htd', label: zh('合同段', 'Contract section'), required: true },
    { key: 'workAreaId', type: 'workArea', label: zh('使用部位', 'Work area') },
    { key: 'material', type: 'input', label: zh('材料名称', 'Material'), required: true, maxLength: 64 }, // prettier-ignore
    { key: 'spec', type: 'input', label: zh('规格型号', 'Specification'), maxLength: 64 },
    { key: 'qty', type: 'decimal', label: zh('数量', 'Quantity'), scale: 3, required: true },
    { key: 'unit', type: 'dict', dictionary: 'MaterialUnit', label: zh('单位', 'Unit'), required: true }, // prettier-ignore
    { key: 'arrivalDate', type: 'date', label: zh('进场日期', 'Arrival date'), required: true },
    { key: 'attachments', type: 'upload', label: zh('质量证明文件', 'Quality certificates'), maxCount: 20 }, // prettier-ignore
  ],
}
