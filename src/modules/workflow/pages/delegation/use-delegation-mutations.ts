import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTenantScope } from '@/query/query-scope'
import {
  createDelegation,
  deleteDelegation,
  delegationQueries,
  updateDelegation,
} from '../../api/delegation-api'
import type { DelegationCreateDto, DelegationUpdateDto } from '../../api/delegation-dtos'

/** The writes of delegations; each reloads every delegation list of the tenant. */
export function useDelegationMutations() {
  const scope = useTenantScope()
  const client = useQueryClient()
  const onSuccess = () => client.invalidateQueries({ queryKey: delegationQueries.all(scope) })
  return {
    create: useMutation({
      mutationFn: (input: DelegationCreateDto) => createDelegation(input),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: DelegationUpdateDto }) =>
        updateDelegation(id, input),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => deleteDelegation(id), onSuccess }),
  }
}

export type DelegationMutations = ReturnType<typeof useDelegationMutations>
