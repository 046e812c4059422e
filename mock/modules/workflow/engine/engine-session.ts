import { hashEntry, genesisHash } from './timeline-hash.ts'
import { schemeGraph, type SchemeGraph } from './scheme-graph.ts'
import {
  taskStatuses,
  todoSources,
  todoStatuses,
  type ApiTime,
  type EngineEffects,
  type EngineRefusal,
  type EngineState,
  type EngineTask,
  type EngineTodo,
  type OrgContext,
  type PinnedScheme,
  type TimelineEntry,
  type TimelineType,
} from './engine-types.ts'

/** Thrown inside an action to refuse it; the public API turns it into `{ok: false, refusal}`. */
export class Refusal extends Error {
  constructor(readonly refusal: EngineRefusal) {
    super(refusal.code)
  }
}

export function refuse(code: string, data?: Record<string, unknown>): never {
  throw new Refusal({ code, httpStatus: 403, ...(data ? { data } : {}) })
}

/**
 * One call's working copy: the state (cloned, so the caller's stays untouched until success),
 * the pinned scheme, the organisation context and the clock. Helpers here create tasks, to-dos,
 * timeline entries and cc rows with ids and stamps; the flow and the actions only decide.
 */
export class EngineSession {
  readonly graph: SchemeGraph
  constructor(
    readonly state: EngineState,
    readonly scheme: PinnedScheme,
    readonly ctx: OrgContext,
    readonly now: ApiTime,
  ) {
    this.graph = schemeGraph(scheme.model)
  }

  newId(kind: 'task' | 'entry' | 'cc' | 'todo'): string {
    if (this.ctx.newId) return this.ctx.newId(kind)
    this.state.run.seq += 1
    return `${this.state.instance.id}-${kind}${this.state.run.seq}`
  }

  stamp(): string {
    this.state.run.seq += 1
    return `s${this.state.run.seq}`
  }

  userName(userId: string): string {
    return this.ctx.users.find((u) => u.id === userId)?.name ?? userId
  }

  addEntry(
    fields: Omit<TimelineEntry, 'entryId' | 'time' | 'hash' | 'nodeName' | 'userName'> & {
      nodeName?: string
      userName?: string
    },
  ): TimelineEntry {
    const timeline = this.state.timeline
    const nodeName = fields.nodeName ?? this.graph.places.get(fields.nodeId)?.node.name ?? ''
    const entry: Omit<TimelineEntry, 'hash'> = {
      entryId: this.newId('entry'),
      nodeId: fields.nodeId,
      nodeName,
      type: fields.type,
      ...(fields.userId
        ? { userId: fields.userId, userName: fields.userName ?? this.userName(fields.userId) }
        : {}),
      ...(fields.onBehalfOfUserName ? { onBehalfOfUserName: fields.onBehalfOfUserName } : {}),
      ...(fields.comment ? { comment: fields.comment } : {}),
      ...(fields.signature ? { signature: fields.signature } : {}),
      ...(fields.seal ? { seal: fields.seal } : {}),
      time: this.now,
    }
    const full = { ...entry, hash: hashEntry(timeline.at(-1)?.hash ?? genesisHash, entry) }
    timeline.push(full)
    return full
  }

  /** An entry by the acting user on a task, "D 代 U" when the task is held for someone. */
  addTaskEntry(
    task: EngineTask,
    type: TimelineType,
    extra: Partial<TimelineEntry> = {},
    actorId = task.assigneeId,
  ) {
    return this.addEntry({
      nodeId: task.nodeId,
      nodeName: task.nodeName,
      type,
      userId: actorId,
      ...(task.onBehalfOfName ? { onBehalfOfUserName: task.onBehalfOfName } : {}),
      ...extra,
    })
  }

  createTask(
    fields: Pick<EngineTask, 'nodeId' | 'assigneeId' | 'kind' | 'round' | 'counts'> &
      Partial<EngineTask>,
  ): EngineTask {
    const node = this.graph.places.get(fields.nodeId)?.node
    const task: EngineTask = {
      id: this.newId('task'),
      instanceId: this.state.instance.id,
      nodeName: node?.name ?? '',
      assigneeName: this.userName(fields.assigneeId),
      status: taskStatuses.pending,
      creationTime: this.now,
      concurrencyStamp: this.stamp(),
      ...fields,
    }
    this.state.tasks.push(task)
    this.openTodo(task)
    return task
  }

  openTodo(task: EngineTask): void {
    if (this.state.todos.some((t) => t.sourceId === task.id && t.status === todoStatuses.pending))
      return
    const todo: EngineTodo = {
      id: this.newId('todo'),
      userId: task.assigneeId,
      source: todoSources.workflow,
      sourceId: task.id,
      title: `审批：${this.state.instance.title}`,
      link: `/workflow/handle?id=${task.id}`,
      projectId: this.state.instance.projectId,
      dueTime: task.dueTime ?? null,
      status: todoStatuses.pending,
      creationTime: this.now,
    }
    this.state.todos.push(todo)
  }

  closeTodo(taskId: string, status: number): void {
    for (const todo of this.state.todos) {
      if (todo.sourceId === taskId && todo.status === todoStatuses.pending) {
        todo.status = status
        todo.completedTime = this.now
      }
    }
  }

  /** A System to-do "催办：{title}" (remind and timeout reminders). */
  addReminder(userId: string): void {
    this.state.todos.push({
      id: this.newId('todo'),
      userId,
      source: todoSources.system,
      sourceId: null,
      title: `催办：${this.state.instance.title}`,
      link: null,
      projectId: this.state.instance.projectId,
      dueTime: null,
      status: todoStatuses.pending,
      creationTime: this.now,
    })
  }

  /**
   * Ends a task: its status, completion time, a new stamp and its to-do (Done when handled,
   * Cancelled when Skipped, Transferred or Cancelled; a Delegated owner's stays open, rule 13).
   */
  closeTask(task: EngineTask, status: number, comment?: string): void {
    task.status = status
    task.concurrencyStamp = this.stamp()
    if (status === taskStatuses.delegated) return
    task.completedTime = this.now
    if (comment) task.comment = comment
    const handled =
      status === taskStatuses.approved ||
      status === taskStatuses.rejected ||
      status === taskStatuses.returned
    this.closeTodo(task.id, handled ? todoStatuses.done : todoStatuses.cancelled)
  }

  /** Every Pending (or Delegated) task matching `which` becomes `status` (Skipped, Cancelled). */
  endOpenTasks(which: (task: EngineTask) => boolean, status: number): void {
    for (const task of this.state.tasks) {
      const open = task.status === taskStatuses.pending || task.status === taskStatuses.delegated
      if (open && which(task)) this.closeTask(task, status)
    }
  }
}

/** What changed between two states: for the caller's tables and the live counts (rule 20). */
export function diffEffects(before: EngineState | null, after: EngineState): EngineEffects {
  const oldTasks = new Map(before?.tasks.map((t) => [t.id, t.status]) ?? [])
  const oldTodos = new Map(before?.todos.map((t) => [t.id, t.status]) ?? [])
  const oldCc = new Set(before?.cc.map((c) => c.id) ?? [])
  const effects: EngineEffects = {
    tasksOpened: after.tasks.filter(
      (t) => t.status === taskStatuses.pending && oldTasks.get(t.id) !== taskStatuses.pending,
    ),
    tasksClosed: after.tasks.filter((t) => {
      const old = oldTasks.get(t.id)
      return (
        old !== undefined &&
        old !== t.status &&
        (old === taskStatuses.pending || old === taskStatuses.delegated)
      )
    }),
    todosOpened: after.todos.filter((t) => !oldTodos.has(t.id)),
    todosClosed: after.todos.filter(
      (t) => oldTodos.get(t.id) === todoStatuses.pending && t.status !== todoStatuses.pending,
    ),
    ccCreated: after.cc.filter((c) => !oldCc.has(c.id)),
    timelineAdded: after.timeline.slice(before?.timeline.length ?? 0),
    countsChanged: [],
  }
  const users = new Set<string>()
  for (const t of [...effects.tasksOpened, ...effects.tasksClosed]) users.add(t.assigneeId)
  for (const t of [...effects.todosOpened, ...effects.todosClosed]) users.add(t.userId)
  for (const c of effects.ccCreated) users.add(c.userId)
  effects.countsChanged = [...users].sort()
  return effects
}
