import { useLayoutEffect, useRef } from 'react'

/**
 * A ref that follows the latest render's value, for callbacks that must stay the same function
 * (so memoized rows do not repaint) yet act on the current form data.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value)
  useLayoutEffect(() => {
    ref.current = value
  })
  return ref
}
