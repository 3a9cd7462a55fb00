import { act, render } from '@testing-library/react';
import { MemoryRouter } from '@church/platform/router';
import { AUTH_STORAGE_KEY, signedOut } from './auth-slice';
import { createQueryClient } from './query-client';
import { SessionSync } from './session-sync';
import { store } from './store';
import { platformWrapper } from './testing/render';

function renderWithCache() {
  store.dispatch(signedOut());
  const queryClient = createQueryClient();
  queryClient.setQueryData(['member', 'profile'], { first_name: 'Ruth' });
  const Wrapper = platformWrapper(queryClient);
  render(
    <Wrapper>
      <MemoryRouter>
        <SessionSync />
      </MemoryRouter>
    </Wrapper>,
  );
  return queryClient;
}

const session = (token: string) => JSON.stringify({ token, user: { first_name: 'x', roles: ['member'] } });

function otherTabWrites(oldValue: string | null, newValue: string | null) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY, oldValue, newValue }));
  });
}

it('forgets cached data when another tab signs in as someone else', () => {
  const queryClient = renderWithCache();
  otherTabWrites(session('token-of-ruth'), session('token-of-daniel'));
  expect(queryClient.getQueryData(['member', 'profile'])).toBeUndefined();
});

it('forgets cached data when another tab signs out', () => {
  const queryClient = renderWithCache();
  otherTabWrites(session('token-of-ruth'), null);
  expect(queryClient.getQueryData(['member', 'profile'])).toBeUndefined();
});

it('keeps cached data when another tab only refreshed the same session', () => {
  const queryClient = renderWithCache();
  otherTabWrites(session('token-of-ruth'), session('token-of-ruth'));
  expect(queryClient.getQueryData(['member', 'profile'])).toEqual({ first_name: 'Ruth' });
});
