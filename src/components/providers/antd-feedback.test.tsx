import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { notifier, type ConfirmQuestion } from '@/feedback/notifier'
import { AntdFeedback } from './antd-feedback'
import { useMessageApi } from './message-api'

const question: ConfirmQuestion = {
  title: 'Delete “总经理”?',
  content: 'This cannot be undone.',
  okText: 'Delete',
  cancelText: 'Cancel',
}

function Toaster() {
  const message = useMessageApi()
  return (
    <button type="button" onClick={() => void message.success('Size changed')}>
      toast
    </button>
  )
}

describe('AntdFeedback', () => {
  it('shows error notices and the message API as toasts', async () => {
    render(
      <AntdFeedback>
        <Toaster />
      </AntdFeedback>,
    )
    notifier.error('Cannot reach the server')
    await userEvent.click(screen.getByRole('button', { name: 'toast' }))
    expect(await screen.findByText('Cannot reach the server')).toBeTruthy()
    expect(await screen.findByText('Size changed')).toBeTruthy()
  })

  it('asks in a dialog loaded with the first question; cancel answers no', async () => {
    render(<AntdFeedback>page</AntdFeedback>)
    const answer = notifier.confirm(question)
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    await expect(answer).resolves.toBe(false)
  })

  it('keeps the dialog open until the work of a yes is done, and answers whether it succeeded', async () => {
    render(<AntdFeedback>page</AntdFeedback>)
    let finish: () => void = () => undefined
    const answer = notifier.confirm({
      ...question,
      danger: true,
      onOk: () => new Promise<void>((resolve) => (finish = resolve)),
    })
    let settled = false
    void answer.then(() => (settled = true))
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(settled).toBe(false) // still asking while the delete runs
    finish()
    await expect(answer).resolves.toBe(true)

    const refused = notifier.confirm({
      ...question,
      onOk: () => Promise.reject(new Error('in use')),
    })
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Delete' }).length).toBeGreaterThan(0),
    )
    const buttons = screen.getAllByRole('button', { name: 'Delete' })
    await userEvent.click(buttons.at(-1)!)
    await expect(refused).resolves.toBe(false)
  })
})
