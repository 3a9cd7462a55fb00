import { act, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter, Route, Routes, useLocation } from '@church/platform/router';
import { credentialsReceived, signedOut } from './auth-slice';
import { RequireAuth } from './guards';
import { configureHttp, http } from './http';
import { configureNotifier } from './notifier';
import { SessionExpiryRedirect } from './session-expiry';
import { createQueryClient } from './query-client';
import { getAuthState, store } from './store';
import { installFakeFetch, testUser } from './testing/fake-fetch';
import { platformWrapper } from './testing/render';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}


beforeEach(() => {
  configureHttp({ baseUrl: '/api' });
  store.dispatch(signedOut());
});

it.each([
  ['a public page', '/forms?tab=prayer'],
  ['a protected page', '/dashboard/events?month=5'],
])('a 401 on %s lands on login with the redirect to come back', async (_label, url) => {
  const notify = { success: jest.fn(), error: jest.fn(), info: jest.fn() };
  configureNotifier(notify);
  store.dispatch(credentialsReceived({ user: testUser(), token: 'revoked' }));
  window.history.replaceState(null, '', url);
  const Wrapper = platformWrapper();
  render(
    <Wrapper>
      <BrowserRouter>
        <SessionExpiryRedirect />
        <Routes>
          <Route path="/forms" element={<h1>forms</h1>} />
          <Route element={<RequireAuth />}>
            <Route path="/dashboard/events" element={<h1>events</h1>} />
          </Route>
          <Route path="/login" element={<h1>login</h1>} />
        </Routes>
        <Where />
      </BrowserRouter>
    </Wrapper>,
  );
  installFakeFetch(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));

  await act(() => http.get('/me').then(() => {}, () => {}));

  await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('login'));
  expect(screen.getByTestId('where')).toHaveTextContent(`/login?redirect=${encodeURIComponent(url)}`);
  expect(getAuthState().user).toBeNull();
  expect(notify.error).toHaveBeenCalledWith('Your session is invalid or has expired. Please log in.');
});

it('a 401 drops every cached query, so the next user on this browser sees none of the last one', async () => {
  configureNotifier({ success: jest.fn(), error: jest.fn(), info: jest.fn() });
  store.dispatch(credentialsReceived({ user: testUser(), token: 'revoked' }));
  window.history.replaceState(null, '', '/dashboard/events');
  const queryClient = createQueryClient();
  queryClient.setQueryData(['member', 'attendance', 2026], [{ service: 'Sunday', present: true }]);
  const Wrapper = platformWrapper(queryClient);
  render(
    <Wrapper>
      <BrowserRouter>
        <SessionExpiryRedirect />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </BrowserRouter>
    </Wrapper>,
  );
  installFakeFetch(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));

  await act(() => http.get('/me').then(() => {}, () => {}));

  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login?redirect='));
  expect(queryClient.getQueryData(['member', 'attendance', 2026])).toBeUndefined();
});
