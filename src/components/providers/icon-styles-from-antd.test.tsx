import { SearchOutlined } from '@ant-design/icons'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AppProviders } from './app-providers'

/** The style elements the icons insert themselves (rc-util's mark holds their key). */
const iconsOwnSheets = () =>
  [...document.head.querySelectorAll('style')].filter((style) =>
    [...style.attributes].some((attribute) => attribute.value === '@ant-design-icons'),
  )

describe('IconStylesFromAntd', () => {
  it('leaves the icons their base styles from antd’s sheet, inserting none of their own', () => {
    // Tests share a document: an icon rendered elsewhere may have inserted one already.
    for (const sheet of iconsOwnSheets()) sheet.remove()
    render(
      <AppProviders>
        <SearchOutlined aria-label="search" />
      </AppProviders>,
    )
    expect(screen.getByRole('img', { name: 'search' }).classList.contains('anticon')).toBe(true)
    expect(iconsOwnSheets()).toHaveLength(0)
    const antdIconRules = [...document.head.querySelectorAll('style')].some((style) =>
      /\.anticon\{[^}]*display:inline-flex/.test(style.textContent ?? ''),
    )
    expect(antdIconRules).toBe(true)
  })
})
