import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Suspense, useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mswServer } from '@tests/setup/msw-server'
import type { AbpValidationError } from '@/api/http/api-error'
import type { Session } from '@/auth/session'
import { SessionContext } from '@/auth/use-session'
import { createAppQueryClient } from '@/query/query-client'
import { measurementPaymentForm } from '../form-schema/fixtures/measurement-payment'
import { createInitialFormData } from '../form-schema/form-defaults'
import { FieldPermission, type FormData } from '../form-schema/form-schema-types'
import { FormRuntime, type FormRuntimeProps } from './form-runtime'

const htdId = '3a0f0000-0000-0000-0000-0000000000d1'
const session = { getIdentity: () => ({ userId: 'u-site', tenantId: null }) } as unknown as Session

beforeEach(() => {
  mswServer.use(
    http.get('*/api/base/dictionary/list', () =>
      HttpResponse.json({
        items: [
          {
            id: 'd1',
            name: 'MaterialUnit',
            details: [
              { id: 'm3', pid: 'd1', label: '立方米', value: 'm3', sort: 1, enabled: true },
            ],
          },
        ],
      }),
    ),
    http.get('*/api/base/htd/by-user/u-site', () =>
      HttpResponse.json({
        items: [
          {
            projId: 'p1',
            htdId,
            htd: { id: htdId, htdName: '东环高速一标段', sort: 1 },
            project: { id: 'p1', projName: '东环高速', sort: 1, htds: [] },
          },
        ],
      }),
    ),
  )
})
let lastData: FormData = {}
afterEach(() => {
  lastData = {}
})

type HarnessProps = Omit<FormRuntimeProps, 'value' | 'onChange' | 'schema'> & { initial?: FormData }

/** The runtime as a page holds it: the data in state, every change handed back. */
function Harness({ initial, ...props }: HarnessProps) {
  const [data, setData] = useState<FormData>(
    () => initial ?? createInitialFormData(measurementPaymentForm, { htdId }),
  )
  return (
    <FormRuntime
      schema={measurementPaymentForm}
      value={data}
      onChange={(next) => {
        lastData = next
        setData(next)
      }}
      {...props}
    />
  )
}

function renderForm(props: HarnessProps) {
  return render(
    <SessionContext value={session}>
      <QueryClientProvider client={createAppQueryClient()}>
        <Suspense fallback="loading">
          <Harness {...props} />
        </Suspense>
      </QueryClientProvider>
    </SessionContext>,
  )
}

/** The first cell, once the runtime's texts are loaded (the first render of a file loads them). */
const firstCell = () => screen.findByRole('textbox', { name: 'Quantity, row 1' }, { timeout: 5000 })
const cell = (column: string, row: number) =>
  screen.getByRole('textbox', { name: `${column}, row ${row}` })
/** The text of a table row's cells (row 1 is the first data row). */
const rowTexts = (row: number) =>
  [...screen.getAllByRole('row')[row].querySelectorAll('td')].map((td) => td.textContent)

async function typeRow(
  user: ReturnType<typeof userEvent.setup>,
  row: number,
  qty: string,
  price: string,
) {
  await user.type(cell('Quantity', row), qty)
  await user.type(cell('Unit price', row), price)
}

describe('FormRuntime: 计量支付申请, filling in', () => {
  it('works out each row amount and the total to the cent as quantities and prices are typed', async () => {
    const user = userEvent.setup()
    renderForm({ mode: 'fill', htdId })
    await firstCell()
    await user.click(screen.getByRole('button', { name: /Add a row/ }))
    await user.click(screen.getByRole('button', { name: /Add a row/ }))

    await typeRow(user, 1, '1.005', '1') // 1.005 → 1.01
    await typeRow(user, 2, '0.333', '3.33') // 1.10889 → 1.11
    await typeRow(user, 3, '12.5', '1234.56') // 15,432.00

    expect(rowTexts(1)[5]).toBe('1.01')
    expect(rowTexts(2)[5]).toBe('1.11')
    expect(rowTexts(3)[5]).toBe('15,432.00')
    expect(screen.getByLabelText<HTMLInputElement>('Amount this period').value).toBe('15,434.12')
    expect(lastData.total).toBe(15434.12)
    expect(screen.getByText('3 rows')).toBeTruthy()
  })

  it('refuses what a cell cannot hold: a fourth decimal of a quantity, a letter', async () => {
    const user = userEvent.setup()
    renderForm({ mode: 'fill', htdId })
    await user.type(await firstCell(), '1.2345x')
    expect((cell('Quantity', 1) as HTMLInputElement).value).toBe('1.234')
  })

  it('shows the remark only while the total is over 1,000,000', async () => {
    const user = userEvent.setup()
    renderForm({ mode: 'fill', htdId })
    await firstCell()
    expect(screen.queryByLabelText('Remark')).toBeNull()
    await typeRow(user, 1, '1000', '1000.01')
    expect(screen.getByLabelText('Remark')).toBeTruthy()
    await user.clear(cell('Unit price', 1))
    await user.type(cell('Unit price', 1), '1000')
    expect(screen.queryByLabelText('Remark')).toBeNull()
  })

  it('shows the instance’s section read only, by name', async () => {
    renderForm({ mode: 'fill', htdId, projectId: 'p1' })
    expect(await screen.findByText('东环高速一标段')).toBeTruthy()
    expect(screen.queryByRole('combobox', { name: 'Contract section' })).toBeNull()
  })
})

describe('FormRuntime: a node’s field permissions', () => {
  const filled = {
    period: '2024-03-31',
    htdId,
    items: [{ boqCode: '101-1', qty: 2, unit: 'm3', price: 10.5, amount: 21 }],
    total: 21,
    attachments: [{ id: 'a1', name: 'bill.pdf' }],
  }

  it('leaves a Hidden field out, shows Read ones as text, and lets Write ones be typed in', async () => {
    renderForm({
      mode: 'fill',
      initial: filled,
      fieldPermissions: { attachments: FieldPermission.Hidden, items: FieldPermission.Write },
    })
    expect(await screen.findByText('2024-03-31')).toBeTruthy() // period: unlisted, so Read
    expect(screen.queryByText('Attachments')).toBeNull()
    expect(screen.queryByText('bill.pdf')).toBeNull()
    expect((cell('Quantity', 1) as HTMLInputElement).value).toBe('2')
    expect(screen.queryByRole('textbox', { name: 'Period' })).toBeNull()
  })

  it('reads every value as text in the read mode, money with separators', async () => {
    renderForm({ mode: 'read', initial: { ...filled, total: 1234567.8 } })
    expect(await screen.findByText('1,234,567.80')).toBeTruthy()
    expect(screen.getByText('bill.pdf')).toBeTruthy()
    expect(screen.queryAllByRole('textbox')).toHaveLength(0)
    expect(rowTexts(1)).toEqual(['1', '101-1', '2.000', expect.any(String), '10.50', '21.00'])
  })
})

describe('FormRuntime: server errors', () => {
  it('shows `items[3].qty` on row 4’s quantity cell and a field’s error on that field', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => ({ boqCode: `10${i}`, qty: 1, price: 1 }))
    const errors: AbpValidationError[] = [
      { message: 'The field Qty is invalid.', members: ['items[3].qty'] },
      { message: 'The Period field is required.', members: ['period'] },
    ]
    renderForm({ mode: 'fill', htdId, initial: { htdId, items: rows }, errors })
    const qty = await screen.findByRole('textbox', { name: 'Quantity, row 4' }, { timeout: 5000 })
    const describedBy = qty.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe('The field Qty is invalid.')
    expect(within(screen.getAllByRole('row')[4]).getByRole('alert').textContent).toBe(
      'The field Qty is invalid.',
    )
    expect(screen.getAllByRole('alert')).toHaveLength(1) // no other cell is marked
    expect(screen.getByText('The Period field is required.')).toBeTruthy()
  })
})
