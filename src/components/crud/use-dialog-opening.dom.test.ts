import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useDialogOpening } from './use-dialog-opening'

describe('useDialogOpening', () => {
  it('shows what was opened with a new key at each opening, nothing once closed', () => {
    const { result } = renderHook(() => useDialogOpening<{ id: string }>())
    expect(result.current.shown).toBeNull()
    act(() => result.current.open({ id: 'a' }))
    expect(result.current.shown).toEqual({ id: 'a' })
    const first = result.current.key
    act(() => result.current.close())
    expect(result.current.shown).toBeNull()
    act(() => result.current.open({ id: 'a' }))
    expect(result.current.key).not.toBe(first)
  })

  it('keeps its functions from one render to the next', () => {
    const { result, rerender } = renderHook(() => useDialogOpening<string>())
    const { open, close } = result.current
    rerender()
    expect(result.current.open).toBe(open)
    expect(result.current.close).toBe(close)
  })
})

describe('useDialogOpening and the focus', () => {
  it('gives the focus back to what opened the dialog once it has closed', () => {
    const opener = document.createElement('button')
    const elsewhere = document.createElement('input')
    document.body.append(opener, elsewhere)
    const { result } = renderHook(() => useDialogOpening<string>())
    opener.focus()
    act(() => result.current.open('a'))
    elsewhere.focus()
    act(() => result.current.close())
    expect(document.activeElement).toBe(opener)
    opener.remove()
    elsewhere.remove()
  })
})
