import { Input, InputNumber, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import type { DesignSlot, SlotMember } from './slot-edit-rules'
import { SlotPropertyItem } from './slot-property-item'
import type { FieldChoice, NodeChoice } from './use-slot-sources'

interface SlotSourceInputsProps {
  slot: DesignSlot
  fields: FieldChoice[] | null
  nodes: NodeChoice[] | null
  issuesOf: (member: SlotMember) => string[] | undefined
  onSource: (source: NonNullable<DesignSlot['source']>) => void
}

/**
 * Where a slot's value comes from: a form field (field), a step (signature), a seal step and which
 * of its seals (seal). Lists when the scheme is known, typed keys and ids otherwise.
 */
export function SlotSourceInputs({
  slot,
  fields,
  nodes,
  issuesOf,
  onSource,
}: SlotSourceInputsProps) {
  // prettier-ignore
  const { t } = useTranslation('workflow-document')
  const source = slot.source ?? {}
  if (slot.kind === 'field') {
    return (
      <SlotPropertyItem label={t('design.props.field')} issues={issuesOf('source.fieldKey')}>
        {(id) =>
          fields ? (
            <Select id={id} showSearch optionFilterProp="label" value={source.fieldKey || undefined} options={fields.map((f) => ({ value: f.key, label: `${f.label} (${f.key})` }))} onChange={(fieldKey: string) => onSource({ fieldKey })} /> // prettier-ignore
          ) : (
            <Input id={id} value={source.fieldKey ?? ''} onChange={(e) => onSource({ fieldKey: e.target.value })} /> // prettier-ignore
          )
        }
      </SlotPropertyItem>
    )
  }
  if (slot.kind !== 'signature' && slot.kind !== 'seal') return null
  const isSeal = slot.kind === 'seal'
  const choices = nodes?.filter((node) => !isSeal || node.isSeal || node.sealCount > 0) ?? null
  const node = nodes?.find((n) => n.id === source.nodeId)
  const sealIndex = source.sealIndex ?? 0
  const setNode = (nodeId: string) => onSource(isSeal ? { nodeId, sealIndex } : { nodeId })
  return (
    <>
      <SlotPropertyItem label={t('design.props.node')} issues={issuesOf('source.nodeId')}>
        {(id) =>
          choices ? (
            <Select id={id} showSearch optionFilterProp="label" value={source.nodeId || undefined} options={choices.map((n) => ({ value: n.id, label: n.name }))} onChange={setNode} /> // prettier-ignore
          ) : (
            <Input id={id} value={source.nodeId ?? ''} onChange={(e) => setNode(e.target.value)} />
          )
        }
      </SlotPropertyItem>
      {isSeal && (
        <SlotPropertyItem label={t('design.props.sealIndex')} issues={issuesOf('source.sealIndex')}>
          {(id) =>
            node && node.sealCount > 0 ? (
              <Select id={id} value={sealIndex} options={Array.from({ length: node.sealCount }, (_, i) => ({ value: i, label: t('design.props.sealN', { n: i + 1 }) }))} onChange={(i: number) => onSource({ nodeId: source.nodeId ?? '', sealIndex: i })} /> // prettier-ignore
            ) : (
              <InputNumber id={id} min={0} precision={0} value={sealIndex} onChange={(i) => onSource({ nodeId: source.nodeId ?? '', sealIndex: i ?? 0 })} /> // prettier-ignore
            )
          }
        </SlotPropertyItem>
      )}
    </>
  )
}
