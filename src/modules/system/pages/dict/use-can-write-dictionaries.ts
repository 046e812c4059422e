import { useSession } from '@/auth/use-session'
import { canWriteDictionaries } from './dict-rules'

/** Whether the signed-in user may write dictionaries at all: host users only (§2). */
export function useCanWriteDictionaries(): boolean {
  return canWriteDictionaries(useSession().getIdentity())
}
