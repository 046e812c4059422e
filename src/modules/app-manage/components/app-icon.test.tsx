import { fireEvent, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AppIcon } from './app-icon'

describe('AppIcon', () => {
  it('loads an image icon lazily, without a referrer', () => {
    const { container } = render(<AppIcon icon="https://cdn.example.com/q.png" />)
    const image = container.querySelector('img')
    expect(image?.getAttribute('src')).toBe('https://cdn.example.com/q.png')
    expect(image?.getAttribute('loading')).toBe('lazy')
    expect(image?.getAttribute('referrerpolicy')).toBe('no-referrer')
  })

  it('shows the fallback icon when the image cannot be shown, not a broken image', () => {
    const { container } = render(<AppIcon icon="https://blocked.example.com/q.png" />)
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[aria-label="appstore"]')).not.toBeNull()
  })

  it('draws a known key and falls back for an unknown key or a refused address', () => {
    const { container, rerender } = render(<AppIcon icon="safety" />)
    expect(container.querySelector('[aria-label="safety"]')).not.toBeNull()
    rerender(<AppIcon icon="no-such-icon" />)
    expect(container.querySelector('[aria-label="appstore"]')).not.toBeNull()
    rerender(<AppIcon icon="javascript:alert(1)" />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[aria-label="appstore"]')).not.toBeNull()
  })
})
