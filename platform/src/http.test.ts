import { credentialsReceived, signedOut } from './auth-slice';
import { configureHttp, errorMessage, http, HttpError, subscribeUnauthorized } from './http';
import { configureNotifier } from './notifier';
import { getAuthState, store } from './store';
import { installFakeFetch, testUser } from './testing/fake-fetch';

const notify = { success: jest.fn(), error: jest.fn(), info: jest.fn() };

beforeEach(() => {
  jest.clearAllMocks();
  configureNotifier(notify);
  configureHttp({ baseUrl: '/api/' });
  store.dispatch(signedOut());
  window.history.replaceState(null, '', '/');
});

describe('requests', () => {
  it('sends JSON to the base path and returns the parsed body', async () => {
    const { calls } = installFakeFetch(() => ({ status: 200, body: { data: { ok: true } } }));
    await expect(http.post('/login', { email: 'a@b.c', password: 'x' })).resolves.toEqual({ data: { ok: true } });
    expect(calls[0]).toMatchObject({ url: '/api/login', method: 'POST', body: { email: 'a@b.c', password: 'x' } });
    expect(calls[0].headers['Content-Type']).toBe('application/json');
    expect(calls[0].headers.Authorization).toBeUndefined();
  });

  it('sends a FormData as it is, leaving its multipart Content-Type to the browser', async () => {
    const { calls } = installFakeFetch(() => ({ status: 201, body: { id: 7 } }));
    const form = new FormData();
    form.set('kind', 'members');
    await expect(http.post('/imports', form)).resolves.toEqual({ id: 7 });
    expect(calls[0].body).toBe(form);
    expect(calls[0].headers['Content-Type']).toBeUndefined();
  });

  it('adds the bearer header when the store holds a token', async () => {
    store.dispatch(credentialsReceived({ user: testUser(), token: 'tok-123' }));
    const { calls } = installFakeFetch(() => ({ status: 200, body: { data: {} } }));
    await http.get('/me');
    expect(calls[0].headers.Authorization).toBe('Bearer tok-123');
  });

  it("sends a request's own credential instead of the session's, and its 401 leaves the session alone", async () => {
    store.dispatch(credentialsReceived({ user: testUser(), token: 'tok-123' }));
    const { calls } = installFakeFetch(() => ({ status: 401, body: { message: 'This station was revoked.' } }));
    const refused = http.get('/station/people', { headers: { Authorization: 'Station st-1' } });
    await expect(refused).rejects.toMatchObject({ status: 401, sessionEnded: false, message: 'This station was revoked.' });
    expect(calls[0].headers.Authorization).toBe('Station st-1');
    expect(getAuthState().token).toBe('tok-123');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('builds the query string without empty values', async () => {
    const { calls } = installFakeFetch(() => ({ status: 200, body: {} }));
    await http.get('/members', { query: { page: 2, search: '', unit: undefined, active: true } });
    expect(calls[0].url).toBe('/api/members?page=2&active=true');
  });

  it('aborts after 60 seconds', async () => {
    const timeout = jest.spyOn(AbortSignal, 'timeout');
    const { calls } = installFakeFetch(() => ({ status: 200, body: {} }));
    await http.get('/me');
    expect(timeout).toHaveBeenCalledWith(60_000);
    expect(calls[0].signal).toBe(timeout.mock.results[0].value);
    timeout.mockRestore();
  });

  it('throws an HttpError carrying the status, the data and the server message', async () => {
    installFakeFetch(() => ({ status: 422, body: { message: 'The email has already been taken.', errors: { email: ['Taken'] } } }));
    const error = await http.post('/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 422, message: 'The email has already been taken.' });
    expect((error as HttpError).fieldErrors).toEqual({ email: ['Taken'] });
  });

  it('reports non-401 failures to onError', async () => {
    const onError = jest.fn();
    configureHttp({ baseUrl: '/api', onError });
    installFakeFetch(() => ({ status: 500, body: '<html>oops</html>' }));
    const error = await http.get('/x').catch((e: unknown) => e);
    expect(onError).toHaveBeenCalledWith(error);
    expect(errorMessage(error)).toBe('Request failed with status code 500');
  });
});

describe('errorMessage', () => {
  it("prefers the response's data.message", () => {
    expect(errorMessage(new HttpError(400, { message: 'Bad input' }, 'raw'))).toBe('Bad input');
  });
  it('falls back to the raw error message', () => {
    expect(errorMessage(new HttpError(500, null, 'Request failed with status code 500'))).toBe('Request failed with status code 500');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
  it("ends with 'An error occured.'", () => {
    expect(errorMessage(new Error(''))).toBe('An error occured.');
    expect(errorMessage(undefined)).toBe('An error occured.');
    expect(errorMessage({})).toBe('An error occured.');
  });
});

describe('401 flow', () => {
  it('clears the user, toasts once and asks to go to login with the current path and query', async () => {
    store.dispatch(credentialsReceived({ user: testUser(), token: 'revoked' }));
    window.history.replaceState(null, '', '/dashboard/attendance?month=4&year=2025');
    const onUnauthorized = jest.fn();
    configureHttp({ baseUrl: '/api', onUnauthorized });
    const listener = jest.fn();
    const unsubscribe = subscribeUnauthorized(listener);
    installFakeFetch(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));

    const results = await Promise.allSettled([http.get('/me'), http.get('/attendance')]);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(results.map((r) => r.status === 'rejected' && (r.reason as HttpError).sessionEnded)).toEqual([true, true]);
    expect(getAuthState()).toMatchObject({ user: null, token: null, isAuthenticated: false });
    expect(localStorage.getItem('auth-user')).toBeNull();
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith('Your session is invalid or has expired. Please log in.');
    const expected = '/login?redirect=' + encodeURIComponent('/dashboard/attendance?month=4&year=2025');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(expected);
    expect(listener).toHaveBeenCalledWith(expected);
    unsubscribe();
  });

  it('treats a 401 without a token (wrong password) as an ordinary error', async () => {
    const listener = jest.fn();
    const unsubscribe = subscribeUnauthorized(listener);
    installFakeFetch(() => ({ status: 401, body: { message: 'Invalid email or password.' } }));
    await expect(http.post('/login', {})).rejects.toMatchObject({ status: 401, message: 'Invalid email or password.', sessionEnded: false });
    expect(listener).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
    unsubscribe();
  });
});
