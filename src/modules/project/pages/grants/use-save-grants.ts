import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { userProjectPermissionQueries } from '@/modules/project/api/user-project-permission-api'
import { useMessageApi } from '@/components/providers/message-api'
import { useTenantScope } from '@/query/query-scope'
import { PartialSaveError } from './save-steps'

/**
 * A save of grants: one call or a few in order (no retry; a failure shows its toast from the HTTP
 * client). Success or failure, it reloads every grant list and every `htd/by-user` answer (both
 * resources' `affectedKeys` are these three) before it settles: the panel then shows what is
 * saved, even after a failure part-way (`partial` says which parts), and the signed-in user's
 * project switcher follows at once when these were their own grants.
 */
export function useSaveGrants<TInput>(save: (input: TInput) => Promise<unknown>) {
  const { t } = useTranslation('crud')
  const client = useQueryClient()
  const message = useMessageApi()
  const scope = useTenantScope()
  const [partial, setPartial] = useState<PartialSaveError | null>(null)
  const mutation = useMutation({
    mutationFn: save,
    onSettled: () =>
      Promise.all(
        userProjectPermissionQueries
          .affectedKeys(scope)
          .map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  })
  /** Resolves true once saved and reloaded (says `savedText`, else "Saved"), false on failure. */
  const run = async (input: TInput, savedText?: string): Promise<boolean> => {
    setPartial(null)
    try {
      await mutation.mutateAsync(input)
    } catch (error) {
      if (error instanceof PartialSaveError) setPartial(error)
      return false
    }
    void message.success(savedText ?? t('saved'))
    return true
  }
  return {
    run,
    isSaving: mutation.isPending,
    /** The last save stopped part-way: what it saved and what it did not. */
    partial,
    dismissPartial: () => setPartial(null),
  }
}
