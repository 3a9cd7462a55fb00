import '@church/platform/testing/request-polyfill';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider, type RouteObject } from 'react-router-dom';
import { Providers } from '../../../shared/testing/render';
import { RouteErrorPage } from './RouteErrorPage';

function renderRoutes(routes: RouteObject[], url: string) {
  const router = createMemoryRouter([{ path: '/', errorElement: <RouteErrorPage />, children: routes }], { initialEntries: [url] });
  render(<Providers><RouterProvider router={router} /></Providers>);
}

let consoleError: jest.SpyInstance;
let consoleWarn: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  consoleWarn.mockRestore();
});

it("answers a path no route matches with 404 'No route matches URL'", async () => {
  renderRoutes([{ path: 'known', element: <p>known</p> }], '/nowhere?x=1');
  expect(await screen.findByRole('heading', { name: '404 Page not found' })).toBeInTheDocument();
  expect(screen.getByText('No route matches URL "/nowhere".')).toBeInTheDocument();
});

it.each([
  [403, '403 Access denied'],
  [400, '400 Bad request'],
  [405, '405 Method not allowed'],
])('shows a thrown %i response by status', async (status, heading) => {
  renderRoutes([{ path: 'x', loader: () => { throw data(null, { status, statusText: 'x' }); }, element: <p>never</p> }], '/x');
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
});

it('shows the unexpected-error page with an error id when a route throws', async () => {
  function Boom(): never {
    throw new Error('kaput');
  }
  renderRoutes([{ path: 'boom', element: <Boom /> }], '/boom');
  expect(await screen.findByRole('heading', { name: 'Oops! Something Went Wrong' })).toBeInTheDocument();
  expect(screen.getByTestId('error-id').textContent).toMatch(/^ERR-\d+-[A-Z0-9]{9}$/);
});
