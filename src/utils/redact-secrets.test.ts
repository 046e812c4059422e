import { describe, expect, it } from 'vitest'
import { redactSecrets } from './redact-secrets'

describe('redactSecrets', () => {
  it.each([
    [
      'https://apps.example.com/quality?code=Abc-_123&projectId=p1',
      'https://apps.example.com/quality?code=[redacted]&projectId=p1',
    ],
    [
      'https://apps.example.com/q?x=1&code=Abc123',
      'https://apps.example.com/q?x=1&code=[redacted]',
    ],
    [
      'http://localhost/auth-redirect#access_token=eyJ.a.b&id_token=eyJ.c.d&state=s',
      'http://localhost/auth-redirect#access_token=[redacted]&id_token=[redacted]&state=s',
    ],
    ['refresh_token=r1 failed', 'refresh_token=r1 failed'], // no separator before: not a parameter
    ['POST ?refresh_token=r1 failed', 'POST ?refresh_token=[redacted] failed'],
    ['Authorization: Bearer eyJhbGciOi.x.y', 'Authorization: Bearer [redacted]'],
    ['{"url":"https://a.example/x?code=abc"}', '{"url":"https://a.example/x?code=[redacted]"}'],
    // A parameter that only ends in "code" is not the launch code.
    ['/app/index?zipcode=100&appId=a', '/app/index?zipcode=100&appId=a'],
    ['/app/redirect?appId=a&projectId=p', '/app/redirect?appId=a&projectId=p'],
  ])('%j → %j', (text, expected) => {
    expect(redactSecrets(text)).toBe(expected)
  })
})
