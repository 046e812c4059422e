import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Form, Input, Select } from 'antd'
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

/** A create dialog whose defaults arrive after it opened (the roles a new user gets). */
function ArrivingDefaults({ roleNames }: { roleNames?: string[] }) {
  return (
    <MemoryRouter>
      <CrudFormModal<{ userName?: string; roleNames: string[] }>
        open
        title="New user"
        initialValues={{ roleNames: roleNames ?? [] }}
        onSubmit={vi.fn()}
        onClose={vi.fn()}
      >
        <Form.Item name="userName" label="User name">
          <Input />
        </Form.Item>
        <Form.Item name="roleNames" label="Roles">
          <Select mode="multiple" options={[{ value: 'clerk', label: 'clerk' }]} />
        </Form.Item>
      </CrudFormModal>
    </MemoryRouter>
  )
}

describe('CrudFormModal', () => {
  it('keeps the field the user clicked into focused when the defaults arrive', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<ArrivingDefaults />)
    await user.click(await screen.findByRole('textbox', { name: 'User name' }))
    rerender(<ArrivingDefaults roleNames={['clerk']} />)
    await user.keyboard('clerk01')
    expect(screen.getByRole('textbox', { name: 'User name' })).toHaveProperty('value', 'clerk01')
    expect(screen.getByTitle('clerk')).toBeTruthy() // the arrived default is shown
  })

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
