import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { Button, Flex, Table, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { createSampleRecords, type SampleRecord } from '../sample-data/sample-records'
import { moveRow } from './row-order-rules'
import { useOrderAnnouncements } from './use-order-announcements'
import { DragHandle, SortableRow } from './sortable-row'

const firstRows = createSampleRecords(6)
const components = { body: { row: SortableRow } }

/** Rows move up and down only (what @dnd-kit/modifiers' restrictToVerticalAxis does). */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 })

/**
 * antd's "drag sorting with handler" on @dnd-kit: the handle of each row drags it by pointer or
 * keyboard; a drop reorders the rows and screen readers hear where the row went.
 */
export function RowOrderSection() {
  const { t } = useTranslation('example-tables')
  const [rows, setRows] = useState<readonly SampleRecord[]>(firstRows)
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const accessibility = useOrderAnnouncements(rows)

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) setRows((current) => moveRow(current, String(active.id), String(over.id)))
  }

  const columns: ColumnsType<SampleRecord> = [
    {
      title: t('order.handleColumn'),
      key: 'handle',
      width: 72,
      align: 'center',
      render: (_, row, index) => (
        <DragHandle
          label={t('order.handle', { code: row.code, position: index + 1, total: rows.length })}
        />
      ),
    },
    { title: t('order.position'), key: 'position', width: 80, render: (_, __, index) => index + 1 },
    { title: t('columns.code'), dataIndex: 'code', width: 110 },
    { title: t('columns.material'), dataIndex: 'material' },
    { title: t('columns.section'), dataIndex: 'section', width: 110 },
  ]

  return (
    <Flex vertical gap="small">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[verticalOnly]}
        accessibility={accessibility}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
          <Table<SampleRecord>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={rows}
            components={components}
            pagination={false}
          />
        </SortableContext>
      </DndContext>
      <Flex gap="small" align="center" wrap>
        <Typography.Text>
          {t('order.current', { codes: rows.map((row) => row.code).join(', ') })}
        </Typography.Text>
        <Button size="small" disabled={rows === firstRows} onClick={() => setRows(firstRows)}>
          {t('order.reset')}
        </Button>
      </Flex>
    </Flex>
  )
}
