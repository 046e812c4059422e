import { act, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { usePermissionStore } from '@/stores/permission-store'
import { dataColumn, useActionsColumn, type RowAction } from './table-columns'

afterEach(() => usePermissionStore.getState().resetRoutes())

function renderActions(granted: string[], actions: RowAction[]) {
  act(() => usePermissionStore.getState().setGranted(granted))
  const { result } = renderHook(() =>
    useActionsColumn<{ name: string }>((row) => ({ record: row.name, actions })),
  )
  const column = result.current
  const cell = column.render!(undefined, { name: '总经理' }, 0) as ReactNode
  render(<>{cell}</>)
}

describe('useActionsColumn', () => {
  it('names each button with the record, and runs its action', async () => {
    const onEdit = vi.fn()
    renderActions(
      ['Base.Position.Update'],
      [{ label: 'Edit', policy: 'Base.Position.Update', onClick: onEdit }],
    )
    await userEvent.click(screen.getByRole('button', { name: 'Edit 总经理' }))
    expect(onEdit).toHaveBeenCalledOnce()
  })

  it('leaves out buttons the user may not use, and those hidden for the row', () => {
    renderActions(
      ['Base.Position.Update'],
      [
        { label: 'Edit', policy: 'Base.Position.Update', onClick: vi.fn(), hidden: true },
        { label: 'Delete', policy: 'Base.Position.Delete', onClick: vi.fn() },
      ],
    )
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('disables a button the row does not allow and says why', async () => {
    const onDelete = vi.fn()
    renderActions(
      ['AbpIdentity.Roles.Delete'],
      [
        {
          label: 'Delete',
          policy: 'AbpIdentity.Roles.Delete',
          onClick: onDelete,
          danger: true,
          disabledReason: 'A static role cannot be deleted.',
        },
      ],
    )
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Delete 总经理' })
    expect(button.disabled).toBe(true)
    expect(button.getAttribute('aria-description')).toBe('A static role cannot be deleted.')
    await userEvent.click(button, { pointerEventsCheck: 0 })
    expect(onDelete).not.toHaveBeenCalled()
    // A disabled button takes no pointer events: hovering its place shows the reason.
    await userEvent.hover(button.parentElement!)
    expect(await screen.findByRole('tooltip')).toHaveProperty(
      'textContent',
      'A static role cannot be deleted.',
    )
  })
})

describe('dataColumn', () => {
  it.each([
    ['label', 'Label', {}, { key: 'label', dataIndex: 'label', title: 'Label' }],
    [
      'sort',
      'Sort',
      { sorter: true, width: 110 },
      { key: 'sort', dataIndex: 'sort', title: 'Sort', sorter: true, width: 110 },
    ],
  ] as const)('shows member %s under %s', (key, title, props, column) => {
    expect(dataColumn<{ label: string; sort: number }>(key, title, props)).toEqual(column)
  })
})
