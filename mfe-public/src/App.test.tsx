import { screen } from '@testing-library/react';
import { installFakeFetch } from '@church/platform/testing/fake-fetch';
import { renderWithPlatform } from '@church/platform/testing/render';
import PublicApp from './App';

describe('public area routes', () => {
  beforeEach(() => installFakeFetch(() => ({ status: 200, body: { data: [] } })));

  it.each([
    ['/', 'Welcome home'],
    ['/forms?tab=testimony', 'Write to us'],
    ['/welcome', 'Welcome, we are glad you came!'],
    ['/nowhere', 'Page not found'],
  ])('%s shows its page', async (route, heading) => {
    renderWithPlatform(<PublicApp />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
