import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
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
})
