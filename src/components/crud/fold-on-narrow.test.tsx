import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { readInitialAppState, useAppStore } from '@/stores/app-store'
import { FoldOnNarrow } from './fold-on-narrow'

afterEach(() => useAppStore.setState(readInitialAppState()))

function Panel({ value }: { value?: string }) {
  return (
    <FoldOnNarrow label="Organizations" summary={value ?? 'All organizations'} value={value}>
      <section aria-label="Organization tree">tree</section>
    </FoldOnNarrow>
  )
}

describe('FoldOnNarrow', () => {
  it('stands beside the list on a wide screen', () => {
    render(<Panel />)
    expect(screen.getByRole('region', { name: 'Organization tree' })).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('folds into a drawer on a narrow screen, opened by a button naming the choice', async () => {
    act(() => useAppStore.getState().setDevice('mobile'))
    const { rerender } = render(<Panel />)
    // The list comes first: the panel is not shown until asked for.
    expect(screen.queryByRole('region', { name: 'Organization tree' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Organizations: All organizations' }))
    const drawer = await screen.findByRole('dialog', { name: 'Organizations' })
    expect(drawer.contains(screen.getByRole('region', { name: 'Organization tree' }))).toBe(true)

    // A choice closes the drawer, and the button names it.
    rerender(<Panel value="市政工程设计研究院" />)
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Organization tree' })).toBeNull(),
    )
    expect(screen.getByRole('button', { name: 'Organizations: 市政工程设计研究院' })).toBeTruthy()
  })

  it('unfolds when the screen becomes wide again', () => {
    act(() => useAppStore.getState().setDevice('mobile'))
    render(<Panel />)
    act(() => useAppStore.getState().setDevice('desktop'))
    expect(screen.getByRole('region', { name: 'Organization tree' })).toBeTruthy()
  })
})
