import { beforeEach, describe, expect, it } from 'vitest'
import { describeError, maxErrorLogs, shouldLogErrors, useErrorLogStore } from './error-log-store'

beforeEach(() => {
  useErrorLogStore.getState().clearErrorLog()
})

describe('shouldLogErrors', () => {
  it.each<[string[], 'production' | 'development', boolean]>([
    [['production'], 'production', true],
    [['production'], 'development', false],
    [['production', 'development'], 'development', true],
    [[], 'production', false],
  ])('%j in %s → %s', (setting, env, expected) => {
    expect(shouldLogErrors(setting, env)).toBe(expected)
  })
})

describe('describeError', () => {
  it('reads message and stack of an Error', () => {
    const error = new Error('boom')
    expect(describeError(error)).toEqual({ message: 'boom', stack: error.stack })
  })

  it.each<[unknown, string]>([
    ['plain text', 'plain text'],
    [{ code: 1 }, '{"code":1}'],
    [undefined, 'undefined'],
  ])('turns %j into a message', (thrown, message) => {
    expect(describeError(thrown)).toEqual({ message })
  })
})

describe('error log store', () => {
  const entry = { error: { message: 'boom' }, info: 'in <Page>', url: '/project/index' }

  it('adds entries with a time and clears them', () => {
    useErrorLogStore.getState().addErrorLog({ ...entry, time: 42 })
    useErrorLogStore.getState().addErrorLog(entry)
    const { logs } = useErrorLogStore.getState()
    expect(logs).toHaveLength(2)
    expect(logs[0]).toEqual({ ...entry, time: 42 })
    expect(logs[1].time).toEqual(expect.any(Number))
    useErrorLogStore.getState().clearErrorLog()
    expect(useErrorLogStore.getState().logs).toEqual([])
  })

  it(`keeps only the newest ${maxErrorLogs} entries`, () => {
    for (let i = 0; i < maxErrorLogs + 5; i++) {
      useErrorLogStore.getState().addErrorLog({ ...entry, info: String(i), time: i })
    }
    const { logs } = useErrorLogStore.getState()
    expect(logs).toHaveLength(maxErrorLogs)
    expect(logs[0].info).toBe('5')
  })
})
