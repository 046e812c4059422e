import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/i18n'
import commonEn from '@/i18n/locales/en/common.json'
import { CrudSearchForm } from './crud-search-form'

const fields = [
  { name: 'filter' as const, label: 'Keyword' },
  { name: 'url' as const, label: 'URL' },
]

describe('CrudSearchForm', () => {
  beforeAll(() => i18n.loadNamespaces('common'))

  it('keeps Search and Reset in one item, so they wrap together after the last field', () => {
    render(<CrudSearchForm fields={fields} values={{}} onSearch={vi.fn()} />)
    const search = screen.getByRole('button', { name: new RegExp(`${commonEn.search}$`) })
    const reset = screen.getByRole('button', { name: commonEn.reset })
    expect(search.parentElement).toBe(reset.parentElement)
    // One form item holds both, after the fields' items.
    const items = screen.getByRole('search').querySelectorAll(':scope > .ant-form-item')
    expect(items).toHaveLength(fields.length + 1)
    expect(items[fields.length].contains(reset)).toBe(true)
  })

  it('searches with the trimmed values, and Reset clears the filters', async () => {
    const onSearch = vi.fn()
    render(<CrudSearchForm fields={fields} values={{}} onSearch={onSearch} />)
    await userEvent.type(screen.getByLabelText('URL'), '  /api/base  {Enter}')
    await vi.waitFor(() => expect(onSearch).toHaveBeenLastCalledWith({ url: '/api/base' }))
    await userEvent.click(screen.getByRole('button', { name: commonEn.reset }))
    expect(onSearch).toHaveBeenLastCalledWith({})
  })

  it('keeps the focus in the field searched from, and shows filters that change elsewhere', async () => {
    let changeElsewhere: (filters: { filter?: string }) => void = () => undefined
    function Page() {
      const [filters, setFilters] = useState<{ filter?: string; url?: string }>({})
      changeElsewhere = setFilters
      return <CrudSearchForm fields={fields} values={filters} onSearch={setFilters} />
    }
    render(<Page />)
    const keyword = screen.getByLabelText<HTMLInputElement>('Keyword')
    await userEvent.type(keyword, '总监{Enter}')
    // The filters changed with the search: the field the user typed in still has the focus.
    await vi.waitFor(() => expect(keyword.value).toBe('总监'))
    expect(document.activeElement).toBe(keyword)
    await userEvent.type(keyword, '办')
    expect(keyword.value).toBe('总监办')
    // Back in the history: the URL's filters replace what the fields hold.
    act(() => changeElsewhere({ filter: '监理' }))
    expect(keyword.value).toBe('监理')
  })
})
