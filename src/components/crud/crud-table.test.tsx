import { render, screen } from '@testing-library/react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { TableColumnsType } from 'antd'
import { describe, expect, it, vi } from 'vitest'
import type { PagedResultDto } from '@/api/abp/paged-result-dto'
import { CrudTable } from './crud-table'
import type { CrudList } from './use-crud-list'

interface Entry {
  id: string
  method: string
  url: string
}

const longUrl = '/api/base/work-area/3a0f6c1e-ad20-4c7e-8b5a-000000000001/sort-order'

function listOf(items: Entry[]): CrudList<Entry, 'filter'> {
  const query = {
    data: { items, totalCount: items.length },
    isFetching: false,
    isError: false,
  } as unknown as UseQueryResult<PagedResultDto<Entry>>
  return {
    query,
    view: { page: 1, pageSize: 10, filters: {} },
    setPage: vi.fn(),
    setSort: vi.fn(),
    setFilters: vi.fn(),
  }
}

const columns: TableColumnsType<Entry> = [
  { key: 'method', dataIndex: 'method', title: 'Method', sorter: true, width: 90 },
  { key: 'url', dataIndex: 'url', title: 'URL', ellipsis: true, width: 380 },
]

describe('CrudTable columns', () => {
  it('keeps the automatic table layout when a column cuts its values', () => {
    render(
      <CrudTable
        list={listOf([{ id: '1', method: 'PUT', url: longUrl }])}
        columns={columns}
        rowKey="id"
      />,
    )
    // antd's `ellipsis` would make it `fixed`: every column exactly its width, "Metho d".
    expect(screen.getByRole('table').style.tableLayout).toBe('auto')
  })

  it('cuts a long value at its column width, the whole text in its title', () => {
    render(
      <CrudTable
        list={listOf([{ id: '1', method: 'PUT', url: longUrl }])}
        columns={columns}
        rowKey="id"
      />,
    )
    const cell = screen.getByText(longUrl, { selector: 'td' })
    expect(cell.title).toBe(longUrl)
    // Cut by crud-table.module.css; the column's width is its col's.
    expect(cell.className).toContain('ant-table-cell-ellipsis')
    expect(document.querySelector('col')?.style.width).toBe('90px')
  })
})
