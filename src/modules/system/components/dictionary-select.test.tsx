import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Button, Form } from 'antd'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mswServer } from '@tests/setup/msw-server'
import type { Session } from '@/auth/session'
import { SessionContext } from '@/auth/use-session'
import { notifier } from '@/feedback/notifier'
import crudEn from '@/i18n/locales/en/crud.json'
import { createAppQueryClient, queryClient as appQueryClient } from '@/query/query-client'
import { resetSessionStores } from '@/stores/reset-session-stores'
import { DictionarySelect } from './dictionary-select'
import { DictionaryTag } from './dictionary-tag'

const detail = (value: string, label: string, sort: number, enabled = true) => ({
  id: `id-${value}`,
  pid: 'd1',
  label,
  value,
  sort,
  enabled,
})

// Sort numbers out of array order and a retired entry, as business-api.md §2.1 allows.
const dictionaries = [
  {
    id: 'd1',
    name: 'ProjectStatus',
    description: '项目状态',
    details: [
      detail('InProgress', '在建', 2),
      detail('Preparing', '筹备中', 1),
      detail('Suspended', '已停工', 4, false),
      detail('Completed', '已竣工', 3),
    ],
  },
]

let dictionaryCalls = 0
beforeEach(() => {
  dictionaryCalls = 0
  mswServer.use(
    http.get('*/api/base/dictionary/list', () => {
      dictionaryCalls += 1
      return HttpResponse.json({ items: dictionaries })
    }),
  )
})
afterEach(() => appQueryClient.clear())

const session = { getIdentity: () => ({ userId: 'u', tenantId: null }) } as unknown as Session

function renderWithQueries(ui: ReactNode, client: QueryClient = createAppQueryClient()) {
  return render(
    <SessionContext value={session}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </SessionContext>,
  )
}

/** The labels of the open dropdown's options, in order, and those that cannot be chosen. */
function shownOptions() {
  const options = [...document.querySelectorAll('.ant-select-item-option')]
  return {
    labels: options.map((option) => option.textContent),
    disabled: options
      .filter((option) => option.className.includes('disabled'))
      .map((option) => option.textContent),
  }
}

function StatusForm({ initial, onFinish }: { initial?: string; onFinish: (v: unknown) => void }) {
  return (
    <Form initialValues={{ status: initial }} onFinish={onFinish}>
      <Form.Item name="status" label="Status">
        <DictionarySelect code="ProjectStatus" />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  )
}

describe('<DictionarySelect>', () => {
  // The first test pays for antd's Select and Form: a generous timeout.
  it(
    'offers the enabled entries by sort and gives the chosen value to the Form',
    { timeout: 30_000 },
    async () => {
      const onFinish = vi.fn()
      renderWithQueries(<StatusForm onFinish={onFinish} />)
      await userEvent.click(screen.getByRole('combobox', { name: 'Status' }))
      await waitFor(() => expect(shownOptions().labels).toEqual(['筹备中', '在建', '已竣工']))
      await userEvent.click(screen.getByTitle('在建'))
      await userEvent.click(screen.getByRole('button', { name: 'Save' }))
      await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ status: 'InProgress' }))
    },
  )

  it('shows the label of a retired value the record holds, offered but disabled', async () => {
    const onFinish = vi.fn()
    renderWithQueries(<StatusForm initial="Suspended" onFinish={onFinish} />)
    const field = screen.getByRole('combobox', { name: 'Status' }).closest('.ant-select')!
    await waitFor(() => expect(within(field as HTMLElement).getByText('已停工')).toBeTruthy())
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }))
    await waitFor(() => expect(shownOptions().disabled).toEqual(['已停工']))
    expect(shownOptions().labels).toEqual(['筹备中', '在建', '已竣工', '已停工'])
  })

  it('says so in the dropdown when the dictionaries cannot be loaded', async () => {
    const error = vi.fn()
    notifier.register({ error })
    mswServer.use(
      http.get('*/api/base/dictionary/list', () => new HttpResponse(null, { status: 404 })),
    )
    renderWithQueries(<StatusForm onFinish={vi.fn()} />)
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }))
    expect(await screen.findByText(crudEn.dictionaryLoadFailed)).toBeTruthy()
    // The query layer's one toast.
    expect(error).toHaveBeenCalledTimes(1)
  })
})

describe('<DictionaryTag>', () => {
  it.each([
    ['an entry by its label', 'Preparing', '筹备中'],
    ['a retired entry by its label', 'Suspended', '已停工'],
    ['an unknown value as it is', 'Lost', 'Lost'],
  ])('shows %s', async (_label, value, shown) => {
    renderWithQueries(<DictionaryTag code="ProjectStatus" value={value} />)
    expect(await screen.findByText(shown)).toBeTruthy()
  })

  it('shows nothing for an empty value', async () => {
    const { container } = renderWithQueries(<DictionaryTag code="ProjectStatus" value={null} />)
    await waitFor(() => expect(dictionaryCalls).toBe(1))
    expect(container.textContent).toBe('')
  })

  it('shows the raw value when the dictionaries cannot be loaded', async () => {
    notifier.register({ error: vi.fn() })
    mswServer.use(
      http.get('*/api/base/dictionary/list', () => new HttpResponse(null, { status: 404 })),
    )
    renderWithQueries(<DictionaryTag code="ProjectStatus" value="Preparing" />)
    expect(await screen.findByText('Preparing')).toBeTruthy()
  })
})

describe('the session’s dictionaries', () => {
  it('load once for every select and tag, and go at sign-out', async () => {
    const { unmount } = renderWithQueries(
      <>
        <StatusForm onFinish={vi.fn()} />
        <DictionaryTag code="ProjectStatus" value="InProgress" />
        <DictionaryTag code="projectstatus" value="Completed" />
      </>,
      appQueryClient,
    )
    expect(await screen.findByText('在建')).toBeTruthy()
    expect(await screen.findByText('已竣工')).toBeTruthy()
    unmount()
    renderWithQueries(<DictionaryTag code="ProjectStatus" value="Preparing" />, appQueryClient)
    expect(await screen.findByText('筹备中')).toBeTruthy()
    expect(dictionaryCalls).toBe(1)

    resetSessionStores()
    expect(appQueryClient.getQueryCache().getAll()).toHaveLength(0)
  })
})
