import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/http/api-error'
import { launchFailureOf, launchTarget, readLaunchRequest } from './launch-rules'

const app = '3a0c1f2e-0000-4000-8000-000000000001'
const project = '3a0c1f2e-0000-4000-8000-0000000000aa'

describe('readLaunchRequest', () => {
  it.each([
    [`?appId=${app}&projectId=${project}`, { appId: app, projectId: project }],
    [`?appId=${app}`, { appId: app, projectId: null }],
    [`?appId=${app}&projectId=`, { appId: app, projectId: null }],
    ['', null],
    ['?appId=quality', null],
    [`?appId=${app}&projectId=5`, null],
  ])('%j → %j', (search, expected) => {
    expect(readLaunchRequest(search)).toEqual(expected)
  })
})

describe('launchTarget', () => {
  it.each([
    [
      { url: 'https://apps.example.com/q?code=x', expiresIn: 60 },
      { url: 'https://apps.example.com/q?code=x' },
    ],
    [
      { url: 'http://localhost:5173/__demo-app/quality?code=x' },
      { url: 'http://localhost:5173/__demo-app/quality?code=x' },
    ],
    [{ url: 'javascript:alert(1)' }, { kind: 'badUrl' }],
    [{ url: 'data:text/html,x' }, { kind: 'badUrl' }],
    [{ url: '/relative' }, { kind: 'badUrl' }],
    [{ url: ' https://apps.example.com' }, { kind: 'badUrl' }],
    [{}, { kind: 'badUrl' }],
    [null, { kind: 'badUrl' }],
  ])('%j → %j', (answer, expected) => {
    expect(launchTarget(answer)).toEqual(expected)
  })
})

describe('launchFailureOf', () => {
  const apiError = (status: number | null, message: string) => new ApiError({ status, message })
  it.each([
    [apiError(404, 'not found'), { kind: 'notFound' }],
    [apiError(403, "App 'x' is disabled."), { kind: 'refused', message: "App 'x' is disabled." }],
    [apiError(null, 'Network error'), { kind: 'refused', message: 'Network error' }],
    [new Error('boom'), { kind: 'refused', message: '' }],
  ])('%s → %j', (error, expected) => {
    expect(launchFailureOf(error)).toEqual(expected)
  })
})
