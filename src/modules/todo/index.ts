// The to-do module's public entry: what other modules use (the dashboard's card; the notice
// reader refreshes the to-dos a read notice completes).
export { todoQueries, TodoStatus, type TodoDto, type TodoSummaryDto } from './api/todo-api'
