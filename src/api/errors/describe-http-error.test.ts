import { describe, expect, it } from 'vitest'
import { describeHttpError, type HttpErrorDescription } from './describe-http-error'

const abpBody = (message: string | null, details: string | null = null) => ({
  error: { code: null, message, details, data: {}, validationErrors: null },
})

/** What nginx sends for a body over `client_max_body_size` (deploy/nginx). */
const nginx413 =
  '<html>\r\n<head><title>413 Request Entity Too Large</title></head>\r\n<body>\r\n<center><h1>413 Request Entity Too Large</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n'

const cases: [string, number | null, unknown, HttpErrorDescription][] = [
  ['no response', null, undefined, { messageKey: 'http.network' }],
  ['401 empty body', 401, '', { messageKey: 'http.unauthorized' }],
  [
    '401 ABP body keeps the catalogue text',
    401,
    abpBody('You are not authenticated!'),
    {
      messageKey: 'http.unauthorized',
    },
  ],
  [
    '403 empty body',
    403,
    '',
    { messageKey: 'http.forbidden', message: undefined, details: undefined },
  ],
  [
    '403 ABP business error',
    403,
    abpBody("Username 'admin' is already taken.", 'why'),
    {
      messageKey: 'http.forbidden',
      message: "Username 'admin' is already taken.",
      details: 'why',
    },
  ],
  [
    '404 HTML page',
    404,
    '<html><body>Tenant not found!</body></html>',
    {
      messageKey: 'http.notFound',
      details: undefined,
    },
  ],
  [
    '404 ABP entity not found',
    404,
    abpBody('There is no entity IdentityUser with id = 1!'),
    {
      messageKey: 'http.notFound',
      details: 'There is no entity IdentityUser with id = 1!',
    },
  ],
  ['405', 405, '', { messageKey: 'http.methodNotAllowed', details: undefined }],
  [
    '500 ABP body',
    500,
    abpBody('An internal error occurred during your request!', 'stack'),
    {
      messageKey: 'http.serverError',
      details: 'An internal error occurred during your request!\nstack',
    },
  ],
  [
    '500 HTML body',
    500,
    '<html><head><style>p{}</style></head><body><h1>Boom</h1> at X</body></html>',
    {
      messageKey: 'http.serverError',
      details: 'Boom at X',
    },
  ],
  ['413 empty body (the API)', 413, '', { messageKey: 'http.tooLarge' }],
  ['413 HTML page (nginx in front of the API)', 413, nginx413, { messageKey: 'http.tooLarge' }],
  ['500 empty body', 500, '', { messageKey: 'http.serverError', details: undefined }],
  [
    '500 malformed JSON',
    500,
    '{"error":',
    { messageKey: 'http.serverError', details: '{"error":' },
  ],
  [
    '400 validation',
    400,
    abpBody('Your request is not valid!', ' - The UserName field is required.'),
    {
      messageKey: 'http.fallback',
      message: 'Your request is not valid!',
      details: ' - The UserName field is required.',
    },
  ],
  [
    '409 ABP body',
    409,
    abpBody('The data you have submitted has already changed'),
    {
      messageKey: 'http.fallback',
      message: 'The data you have submitted has already changed',
      details: undefined,
    },
  ],
  [
    '502 without ABP body',
    502,
    '<html>Bad gateway</html>',
    {
      messageKey: 'http.fallback',
      details: 'HTTP 502',
    },
  ],
]

describe('describeHttpError', () => {
  it.each(cases)('%s', (_name, status, body, expected) => {
    expect(describeHttpError(status, body)).toEqual(expected)
  })

  it('reads an ABP body that arrives as JSON text', () => {
    expect(describeHttpError(403, JSON.stringify(abpBody('Denied by rule')))).toMatchObject({
      message: 'Denied by rule',
    })
  })

  it('shortens a long raw 500 body', () => {
    const details = describeHttpError(500, 'x'.repeat(1000)).details ?? ''
    expect(details.length).toBeLessThanOrEqual(301)
    expect(details.endsWith('…')).toBe(true)
  })
})
