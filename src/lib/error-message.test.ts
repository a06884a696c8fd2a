import { http, HttpResponse } from 'msw';
import { ApiError, createHttpClient, request } from '@/api/http';
import { emptyObjectSchema } from '@/api/user/schemas';
import { server } from '@/backend/node';
import { canRetry, errorCause, errorToastText, fieldErrors, formErrors, GENERIC_ERROR_MESSAGE, humaniseField } from './error-message';

function httpError(status: number, body: unknown): ApiError {
  return new ApiError({ kind: 'http', endpoint: 'test', status, body, message: `test: the server answered ${status}.` });
}

const DUPLICATE_REGISTRATION = {
  username: ['A user with that username already exists.'],
  email: ['user with this email already exists.'],
};
const LONG_TERM_POSITIONAL = {
  keywords: [
    { name: ['This field may not be blank.'], weight: ['Ensure this value is less than or equal to 5.'] },
    { weight: ['This field may not be null.'] },
    {},
  ],
};

describe('GENERIC_ERROR_MESSAGE', () => {
  it('is the spec text', () => {
    expect(GENERIC_ERROR_MESSAGE).toBe('Something went wrong. Try again.');
  });
});

describe('errorToastText', () => {
  it.each([
    [{ detail: 'Invalid token.' }],
    [{ detail: 'Invalid token header. No credentials provided.' }],
    [null],
  ])('shows nothing for a 401 (body %j)', (body) => {
    expect(errorToastText(httpError(401, body))).toBeNull();
  });

  it('shows "Detail: Invalid credentials" for a failed login', () => {
    expect(errorToastText(httpError(400, { detail: 'Invalid credentials' }))).toBe('Detail: Invalid credentials');
  });

  it('shows the first field of a duplicate registration (username comes before email)', () => {
    expect(errorToastText(httpError(400, DUPLICATE_REGISTRATION))).toBe('Username: A user with that username already exists.');
  });

  it('humanises a snake_case field name', () => {
    expect(errorToastText(httpError(400, { first_name: ['Ensure this field has no more than 30 characters.'] }))).toBe(
      'First Name: Ensure this field has no more than 30 characters.',
    );
  });

  it('finds the first message inside the positional long-term list errors', () => {
    expect(errorToastText(httpError(400, LONG_TERM_POSITIONAL))).toBe('Keywords: This field may not be blank.');
  });

  it('skips valid rows ({}) at the start of a positional list error', () => {
    expect(errorToastText(httpError(400, { keywords: [{}, { weight: ['This field may not be null.'] }] }))).toBe(
      'Keywords: This field may not be null.',
    );
  });

  it('reads non_field_errors nested under a field', () => {
    const body = { keywords: { non_field_errors: ['Expected a list of items but got type "str".'] } };
    expect(errorToastText(httpError(400, body))).toBe('Keywords: Expected a list of items but got type "str".');
  });

  it('reads a top-level non_field_errors', () => {
    expect(errorToastText(httpError(400, { non_field_errors: ['Unable to log in.'] }))).toBe('Non Field Errors: Unable to log in.');
  });

  it('shows the text itself for a 400 with a string body', () => {
    expect(errorToastText(httpError(400, 'Bad request'))).toBe('Bad request');
    expect(errorToastText(httpError(400, '  Bad request \n'))).toBe('Bad request');
  });

  it('shows the first message of a 400 with an array body', () => {
    expect(errorToastText(httpError(400, ['This field is required.']))).toBe('This field is required.');
  });

  it.each([
    ['a null body (HTML page)', null],
    ['an empty string body', '   '],
    ['an empty object', {}],
    ['an empty array', []],
    ['a first field without any message', { detail: [] }],
  ])('falls back to the generic text for a 400 with %s', (_label, body) => {
    expect(errorToastText(httpError(400, body))).toBe('Something went wrong. Try again.');
  });

  it.each([
    ['405', httpError(405, { detail: 'Method "GET" not allowed.' })],
    ['415', httpError(415, { detail: 'Unsupported media type "text/plain" in request.' })],
    ['a plain Error', new Error('boom')],
    ['a string', 'boom'],
    ['undefined', undefined],
  ])('shows the generic text for %s', (_label, error) => {
    expect(errorToastText(error)).toBe('Something went wrong. Try again.');
  });

  // a failed write says what a failed load of the same cause says (one vocabulary), plus "Try again." where it can help
  it.each([
    ['500 HTML', httpError(500, null), 'The server failed to answer. Try again.'],
    ['500 with a JSON body', httpError(500, { detail: 'boom' }), 'The server failed to answer. Try again.'],
    ['503', httpError(503, null), 'The server failed to answer. Try again.'],
    ['403', httpError(403, { detail: 'You do not have permission to perform this action.' }), 'You are not allowed to see this.'],
    ['404 Not found', httpError(404, { detail: 'Not found.' }), 'The server does not know this item.'],
    ['network', new ApiError({ kind: 'network', endpoint: 'papers', message: 'm' }), 'The server could not be reached. Try again.'],
    ['timeout', new ApiError({ kind: 'timeout', endpoint: 'papers', message: 'm' }), 'The server did not answer in time. Try again.'],
    [
      'contract (even with status 400 and a body)',
      new ApiError({ kind: 'contract', endpoint: 'papers', status: 400, body: { detail: 'x' }, message: 'm' }),
      "The server's answer could not be read. Try again.",
    ],
    ['contract with status 200', new ApiError({ kind: 'contract', endpoint: 'papers', status: 200, message: 'm' }), "The server's answer could not be read. Try again."],
  ])('names the cause for %s, as the error state does', (_label, error, text) => {
    expect(errorToastText(error)).toBe(text);
    expect(text.startsWith(errorCause(error))).toBe(true);
  });
});

describe('errorCause and canRetry', () => {
  it.each([
    ['403', httpError(403, { detail: 'x' }), 'You are not allowed to see this.', false],
    ['404', httpError(404, null), 'The server does not know this item.', false],
    ['401', httpError(401, null), 'Your session has ended. Please sign in again.', false],
    ['a nested 400', httpError(400, { errors: { name: ['Too long.'] } }), 'Errors: Too long.', false],
    ['a 400 without a body', httpError(400, null), 'The server refused this request.', false],
    ['500', httpError(500, null), 'The server failed to answer.', true],
    ['network', new ApiError({ kind: 'network', endpoint: 'e', message: 'm' }), 'The server could not be reached.', true],
    ['contract', new ApiError({ kind: 'contract', endpoint: 'e', message: 'm' }), "The server's answer could not be read.", true],
    ['a plain Error', new Error('boom'), 'Something went wrong.', true],
  ])('%s: says the cause once, without "Try again", and offers a retry only where it can help', (_label, error, cause, retry) => {
    expect(errorCause(error)).toBe(cause);
    expect(canRetry(error)).toBe(retry);
    expect(errorCause(error)).not.toMatch(/try again/i);
  });
  it('works on the error a real 400 answer produces', async () => {
    server.use(http.post('http://api.test/api/accounts/login/', () => HttpResponse.json({ detail: 'Invalid credentials' }, { status: 400 })));
    const error = await request(createHttpClient('http://api.test'), {
      endpoint: 'login',
      method: 'POST',
      url: '/api/accounts/login/',
      data: { email: 'ada@example.org', password: 'x' },
      schema: emptyObjectSchema,
    }).catch((e: unknown) => e);
    expect(errorToastText(error)).toBe('Detail: Invalid credentials');
  });

  it('shows the generic text for a real 400 answered with an HTML page', async () => {
    server.use(
      http.post('http://api.test/api/accounts/login/', () =>
        new HttpResponse('<!doctype html><title>Bad Request (400)</title>', { status: 400, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const error = await request(createHttpClient('http://api.test'), {
      endpoint: 'login',
      method: 'POST',
      url: '/api/accounts/login/',
      data: {},
      schema: emptyObjectSchema,
    }).catch((e: unknown) => e);
    expect(errorToastText(error)).toBe('Something went wrong. Try again.');
  });
});

describe('humaniseField', () => {
  it.each([
    ['first_name', 'First Name'],
    ['detail', 'Detail'],
    ['username', 'Username'],
    ['twitter_account_id', 'Twitter Account Id'],
    ['non_field_errors', 'Non Field Errors'],
    ['keyword__name', 'Keyword Name'],
    ['_leading_and_trailing_', 'Leading And Trailing'],
    ['Email', 'Email'],
    ['', ''],
  ])('%j -> %j', (field, expected) => {
    expect(humaniseField(field)).toBe(expected);
  });
});

describe('fieldErrors', () => {
  it('maps every field of a 400 body to its first message', () => {
    expect(fieldErrors(httpError(400, DUPLICATE_REGISTRATION))).toEqual({
      username: 'A user with that username already exists.',
      email: 'user with this email already exists.',
    });
  });

  it('finds the first message of nested list errors', () => {
    expect(fieldErrors(httpError(400, LONG_TERM_POSITIONAL))).toEqual({ keywords: 'This field may not be blank.' });
  });

  it('leaves out fields without a message', () => {
    expect(fieldErrors(httpError(400, { year: [], title: ['This field may not be null.'] }))).toEqual({
      title: 'This field may not be null.',
    });
  });

  it.each([
    ['a 400 with a null body', httpError(400, null)],
    ['a 400 with a string body', httpError(400, 'Bad request')],
    ['a 400 with an array body', httpError(400, ['This field is required.'])],
    ['a 401', httpError(401, { detail: 'Invalid token.' })],
    ['a 500', httpError(500, { detail: 'boom' })],
    ['a network error', new ApiError({ kind: 'network', endpoint: 'x', message: 'x' })],
    ['a plain Error', new Error('boom')],
    ['null', null],
  ])('is empty for %s', (_label, error) => {
    expect(fieldErrors(error)).toEqual({});
  });
});

describe('formErrors', () => {
  it("keeps every field's message and names the first one no input of the form carries", () => {
    const error = httpError(400, { username: ['A user with that username already exists.'], email: ['user with this email already exists.'] });
    expect(formErrors(error, ['email', 'password'])).toEqual({
      fields: { username: 'A user with that username already exists.', email: 'user with this email already exists.' },
      other: 'A user with that username already exists.',
    });
  });

  it('has no other message when every field belongs to the form', () => {
    expect(formErrors(httpError(400, { year: ['A valid integer is required.'] }), ['year']).other).toBeUndefined();
  });
});
