import type { MockModule } from '../../core/modules/mock-module.ts'
import { seedTodos } from './seed-todos.ts'
import { todoRoutes } from './todo-routes.ts'

/** To-dos: a user's own, and the ones notices and workflows create. */
export const todoModule: MockModule = {
  name: 'todo',
  routes: todoRoutes,
  seed: () => ({ todos: seedTodos() }),
}
