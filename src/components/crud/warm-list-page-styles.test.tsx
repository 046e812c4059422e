import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { drawListPageStyles } from './warm-list-page-styles'

/** antd's CSS-in-JS style elements (this project's jsdom may hold some from other files). */
const antdStyles = () => [...document.head.querySelectorAll('style[data-css-hash]')]

describe('drawListPageStyles', () => {
  it('writes the styles of a list page’s table, pagination and search form, off the page', async () => {
    for (const style of antdStyles()) style.remove()
    const root = await act(async () => {
      const drawn = drawListPageStyles()
      await new Promise((resolve) => setTimeout(resolve, 50))
      return drawn
    })
    const written = antdStyles()
      .map((style) => style.textContent)
      .join('\n')
    for (const component of [
      '.ant-table',
      '.ant-pagination',
      '.ant-form',
      '.ant-select',
      '.ant-tag',
    ])
      expect(written).toContain(component)
    expect(document.body.querySelector('.ant-table')).toBeNull()
    act(() => root.unmount())
  })
})
