import { DeleteOutlined } from '@ant-design/icons'
import { Button, Empty, Flex, Form, Input, InputNumber, Select, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { slotKinds, type PageSize, type SlotAlign, type SlotKind } from '../../api/document-template-dtos' // prettier-ignore
import { textKinds, withBox, withKind, type DesignSlot, type SlotMember } from './slot-edit-rules'
import { SlotPropertyItem } from './slot-property-item'
import { SlotSourceInputs } from './slot-source-inputs'
import type { FieldChoice, NodeChoice } from './use-slot-sources'

interface SlotPropertiesPanelProps {
  slot: DesignSlot | undefined
  pageSizes: readonly PageSize[]
  /** The server's issues on this slot, by member. */
  issues: Partial<Record<SlotMember, string[]>> | undefined
  fields: FieldChoice[] | null
  nodes: NodeChoice[] | null
  onChange: (update: (slot: DesignSlot) => DesignSlot) => void
  onRemove: () => void
}

const boxMembers = ['x', 'y', 'width', 'height'] as const
const aligns: SlotAlign[] = ['left', 'center', 'right']

/** The selected slot's members (§7), in points; a box edit stays on its page. */
export function SlotPropertiesPanel({
  slot,
  pageSizes,
  issues,
  fields,
  nodes,
  onChange,
  onRemove,
}: SlotPropertiesPanelProps) {
  // prettier-ignore
  const { t } = useTranslation('workflow-document')
  if (!slot) return <Empty description={t('design.props.none')} />
  const issuesOf = (member: SlotMember) => issues?.[member]
  const extentOf = (page: number) => pageSizes[page - 1] ?? { width: Infinity, height: Infinity }
  const setBox = (member: (typeof boxMembers)[number], value: number | null) => {
    if (value !== null) onChange((s) => withBox(s, { x: s.x, y: s.y, width: s.width, height: s.height, [member]: value }, extentOf(s.page))) // prettier-ignore
  }
  const setPage = (page: number | null) => {
    if (page !== null) onChange((s) => withBox({ ...s, page }, s, extentOf(page)))
  }
  const isText = textKinds.includes(slot.kind)

  return (
    <Form layout="vertical" size="small" component="div" key={slot.uid}>
      <Typography.Title level={5}>{t('design.props.title')}</Typography.Title>
      <SlotPropertyItem label={t('design.props.key')} issues={issuesOf('key')}>
        {(id) => (
          <Input
            id={id}
            value={slot.key}
            maxLength={64}
            onChange={(e) => onChange((s) => ({ ...s, key: e.target.value }))}
          />
        )}
      </SlotPropertyItem>
      <SlotPropertyItem label={t('design.props.kind')} issues={issuesOf('kind')}>
        {(id) => (
          <Select
            id={id}
            value={slot.kind}
            options={slotKinds.map((kind) => ({ value: kind, label: t(`design.kinds.${kind}`) }))}
            onChange={(kind: SlotKind) => onChange((s) => withKind(s, kind))}
          />
        )}
      </SlotPropertyItem>
      <SlotPropertyItem label={t('design.props.page')} issues={issuesOf('page')}>
        {(id) => (
          <InputNumber
            id={id}
            min={1}
            max={Math.max(pageSizes.length, 1)}
            precision={0}
            value={slot.page}
            onChange={setPage}
          />
        )}
      </SlotPropertyItem>
      <Flex gap={8} wrap>
        {boxMembers.map((member) => (
          <SlotPropertyItem
            key={member}
            label={t(`design.props.${member}`)}
            issues={issuesOf(member)}
          >
            {(id) => (
              <InputNumber
                id={id}
                style={{ width: 120 }}
                min={0}
                step={1}
                precision={2}
                suffix="pt"
                value={slot[member]}
                onChange={(v) => setBox(member, v)}
              />
            )}
          </SlotPropertyItem>
        ))}
      </Flex>
      <SlotSourceInputs
        slot={slot}
        fields={fields}
        nodes={nodes}
        issuesOf={issuesOf}
        onSource={(source) => onChange((s) => ({ ...s, source }))}
      />
      {isText && (
        <>
          <SlotPropertyItem label={t('design.props.fontSize')} issues={issuesOf('fontSize')}>
            {(id) => (
              <InputNumber
                id={id}
                min={4}
                max={72}
                placeholder={t('design.props.automatic')}
                value={slot.fontSize ?? null}
                onChange={(v) =>
                  onChange(({ fontSize: _f, ...s }) => (v === null ? s : { ...s, fontSize: v }))
                }
              />
            )}
          </SlotPropertyItem>
          <SlotPropertyItem label={t('design.props.align')} issues={issuesOf('align')}>
            {(id) => (
              <Select
                id={id}
                allowClear
                placeholder={t('design.props.alignDefault')}
                value={slot.align}
                options={aligns.map((a) => ({ value: a, label: t(`design.align.${a}`) }))}
                onChange={(a?: SlotAlign) =>
                  onChange(({ align: _a, ...s }) => (a ? { ...s, align: a } : s))
                }
              />
            )}
          </SlotPropertyItem>
        </>
      )}
      <Button danger icon={<DeleteOutlined />} onClick={onRemove}>
        {t('design.props.remove')}
      </Button>
    </Form>
  )
}
