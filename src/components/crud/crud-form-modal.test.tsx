import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Form, Select } from 'antd'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { CrudFormModal } from './crud-form-modal'

const choices = [
  { value: 'start', label: 'Start' },
  { value: 'review', label: 'Review' },
]

/** A dialog whose caller writes its defaults inline: a new, equal object on every render. */
function Host({ renders }: { renders: number }) {
  return (
    <MemoryRouter>
      <CrudFormModal<{ target?: string; note: string }>
        open
        title={`Return (${renders})`}
        initialValues={{ note: '' }}
        onSubmit={vi.fn()}
        onClose={vi.fn()}
      >
        <Form.Item name="target" label="Target">
          <Select options={choices} />
        </Form.Item>
      </CrudFormModal>
    </MemoryRouter>
  )
}

describe('CrudFormModal', () => {
  it('keeps a choice list open while its caller renders again with equal defaults', async () => {
    const { rerender } = render(<Host renders={0} />)
    const target = () => screen.getByRole('combobox', { name: 'Target' })
    await userEvent.setup().click(await screen.findByRole('combobox', { name: 'Target' }))
    expect(target().getAttribute('aria-expanded')).toBe('true')
    // Resetting to equal values would mount the fields again: the list would close under the user.
    rerender(<Host renders={1} />)
    expect(target().getAttribute('aria-expanded')).toBe('true')
  })
})
