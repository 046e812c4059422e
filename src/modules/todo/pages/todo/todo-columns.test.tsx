import { render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import i18n from '@/i18n/i18n'
import { TodoSource, TodoStatus, type TodoDto } from '@/modules/todo/api/todo-api'
import { useTodoColumns } from './todo-columns'

const todo: TodoDto = {
  id: 't1',
  userId: 'u1',
  title: '审批：设计变更',
  source: TodoSource.Workflow,
  sourceId: null,
  link: null,
  projectId: null,
  projName: null,
  dueTime: null,
  status: TodoStatus.Pending,
  isOverdue: false,
  completedTime: null,
  remark: null,
  concurrencyStamp: 'x',
  creationTime: '2026-01-01T00:00:00Z',
  lastModificationTime: null,
}

// The module's texts load with its page; the columns read them without suspending.
beforeAll(() => i18n.loadNamespaces('todo'))

/** The title cell of a to-do whose server-set link is `link`, as the page renders it. */
function renderTitle(link: string | null) {
  const { result } = renderHook(() => useTodoColumns())
  const title = result.current.find((column) => column.key === 'title')!
  const cell = title.render!(todo.title, { ...todo, link }, 0) as ReactNode
  render(<MemoryRouter>{cell}</MemoryRouter>)
}

describe('a to-do title', () => {
  it.each([
    ['/notice/view?id=1', '/notice/view?id=1'],
    [' /todo ', '/todo'],
    ['/workflow/task?id=1#sign', '/workflow/task?id=1#sign'],
  ])('links %j inside the app (%s)', (link, href) => {
    renderTitle(link)
    expect(screen.getByRole('link', { name: todo.title }).getAttribute('href')).toBe(href)
  })

  // Each of these leads off the app's origin once a browser resolves it (middle-click, new tab).
  it.each([
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '//evil.example/x',
    '/..//evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,hi',
    'todo',
    '',
    null,
  ])('shows %j as plain text, not a link', (link) => {
    renderTitle(link)
    expect(screen.getByText(todo.title)).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
