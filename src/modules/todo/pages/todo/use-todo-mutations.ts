import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  completeTodo,
  createTodo,
  deleteTodo,
  reopenTodo,
  todoQueries,
  updateTodo,
  type TodoCreateDto,
  type TodoUpdateDto,
} from '@/modules/todo/api/todo-api'
import { liveCountsKey } from '@/query/live-counts'
import { useTenantScope } from '@/query/query-scope'

/**
 * The writes of my to-dos. Each success makes every to-do query of the tenant stale: the list
 * reloads now, the dashboard's summary and next to-dos when it is shown again, the bell's counts
 * at once.
 */
export function useTodoMutations() {
  const scope = useTenantScope()
  const client = useQueryClient()
  const onSuccess = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: todoQueries.all(scope) }),
      client.invalidateQueries({ queryKey: liveCountsKey(scope) }),
    ])
  return {
    create: useMutation({ mutationFn: (input: TodoCreateDto) => createTodo(input), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: TodoUpdateDto }) => updateTodo(id, input),
      onSuccess,
    }),
    complete: useMutation({ mutationFn: (id: string) => completeTodo(id), onSuccess }),
    reopen: useMutation({ mutationFn: (id: string) => reopenTodo(id), onSuccess }),
    remove: useMutation({ mutationFn: (id: string) => deleteTodo(id), onSuccess }),
  }
}

export type TodoMutations = ReturnType<typeof useTodoMutations>
