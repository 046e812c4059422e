import { SearchOutlined } from '@ant-design/icons'
import { Button, Flex, Form, Input, Select, Table, Tag, Typography } from 'antd'
import type { Root } from 'react-dom/client'
import { drawStylesAhead } from '@/components/providers/draw-styles-ahead'

const rows = [{ id: '-', name: '-' }]
const columns = [{ key: 'name', dataIndex: 'name', title: '-', sorter: true }]

/** One of each antd component a list page (CrudPage) draws at once. */
function ListPageComponents() {
  return (
    <Flex vertical>
      <Typography.Title level={3}>-</Typography.Title>
      <Form layout="inline">
        <Form.Item label="-">
          <Input allowClear />
        </Form.Item>
        <Form.Item label="-">
          <Select allowClear options={[]} />
        </Form.Item>
        <Button type="primary" icon={<SearchOutlined />}>
          -
        </Button>
      </Form>
      <Table
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={{ total: 1, showSizeChanger: true, showTotal: () => '-' }}
      />
      <Tag color="success">-</Tag>
    </Flex>
  )
}

/** Draws a list page's antd components into a detached element (drawStylesAhead). */
export function drawListPageStyles(): Root {
  return drawStylesAhead(<ListPageComponents />)
}

let isDrawn = false

/**
 * A list page's antd styles, written when the user heads for one (crudPagePrefetch): the first
 * list page opened then draws without writing them. The copies stay for the document's life: antd
 * would forget the styles when the last list page closes, and write them again at the next.
 */
export function warmListPageStyles(): void {
  if (isDrawn) return
  isDrawn = true
  drawListPageStyles()
}
