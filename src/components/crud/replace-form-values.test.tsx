import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Form, Input, type FormInstance } from 'antd'
import { describe, expect, it } from 'vitest'
import { replaceFormValues } from './replace-form-values'

interface Values {
  userName?: string
  email?: string
  roleNames?: string[]
}

function TwoFields({ onForm }: { onForm: (form: FormInstance<Values>) => void }) {
  const [form] = Form.useForm<Values>()
  onForm(form)
  return (
    <Form form={form} initialValues={{ email: 'old@example.com' }}>
      <Form.Item name="userName" label="User name">
        <Input />
      </Form.Item>
      <Form.Item name="email" label="Email">
        <Input />
      </Form.Item>
    </Form>
  )
}

describe('replaceFormValues', () => {
  it('shows the new values, clears the others, and leaves the fields untouched', () => {
    let form!: FormInstance<Values>
    render(<TwoFields onForm={(f) => (form = f)} />)
    act(() => replaceFormValues(form, { userName: 'clerk01', roleNames: ['clerk'] }))
    expect(screen.getByLabelText('User name')).toHaveProperty('value', 'clerk01')
    expect(screen.getByLabelText('Email')).toHaveProperty('value', '')
    expect(form.getFieldsValue(true)).toEqual({
      userName: 'clerk01',
      email: undefined,
      roleNames: ['clerk'],
    })
    expect(form.isFieldsTouched()).toBe(false)
  })

  it('keeps the focused field focused, so what the user types next lands in it', async () => {
    let form!: FormInstance<Values>
    render(<TwoFields onForm={(f) => (form = f)} />)
    const user = userEvent.setup()
    await user.click(screen.getByLabelText('User name'))
    // The dialog's defaults arrive between the click and the typing.
    act(() => replaceFormValues(form, { email: 'new@example.com' }))
    await user.keyboard('clerk01')
    expect(screen.getByLabelText('User name')).toHaveProperty('value', 'clerk01')
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'new@example.com')
  })
})
