import type { MockModule } from '../../core/modules/mock-module.ts'
import { todosOf } from './todo-my-routes.ts'
import { summarizeTodos } from './todo-rules.ts'
import { seedTodos } from './seed-todos.ts'
import { todoRoutes } from './todo-routes.ts'

/** To-dos: a user's own, and the ones notices and workflows create. */
export const todoModule: MockModule = {
  name: 'todo',
  routes: todoRoutes,
  seed: () => ({ todos: seedTodos() }),
  // What `my/summary` answers, for the live counts' stream.
  liveCounts: ({ db, tenantId, userId, nowMs }) => {
    const { pending, overdue } = summarizeTodos(todosOf(db, tenantId, userId), nowMs)
    return { todoPending: pending, todoOverdue: overdue }
  },
}
