// The to-do module's public entry: what other modules use (the dashboard's card; the notice
// reader refreshes the to-dos a read notice completes).
export { todoQueries, TodoStatus, type TodoDto, type TodoSummaryDto } from './api/todo-api'
// Where a to-do leads (an approval's opens its task): the dashboard's card links the same way.
export { todoLink } from './todo-link'
