import type { ReactNode } from 'react'
import { useIsGranted } from '@/access/use-is-granted'
import type { Policy } from '@/access/permission-rules'

interface GrantedProps {
  /** The permission the content needs; with a list, any one of them. */
  policy: Policy
  /** What shows instead (a disabled button, a note); nothing by default. */
  fallback?: ReactNode
  children: ReactNode
}

/** Shows its content only to users who hold `policy`, e.g. a page's create or delete button. */
export function Granted({ policy, fallback = null, children }: GrantedProps) {
  return useIsGranted(policy) ? children : fallback
}
