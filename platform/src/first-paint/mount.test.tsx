import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { mountApp } from './mount';

function Page({ mode }: { mode?: string }) {
  return <h1>Welcome home {mode ?? 'afresh'}</h1>;
}

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('div');
  document.body.replaceChildren(root);
  document.documentElement.dataset.theme = 'dark';
});

const start = (options?: { hydrate?: boolean }) => act(() => mountApp(root, (mode) => <Page mode={mode} />, options));

it('takes a prerendered page over in place, in the mode it was rendered in', async () => {
  root.setAttribute('data-prerendered', '');
  root.innerHTML = renderToString(<Page mode="dark" />);
  const fromServer = root.querySelector('h1');
  await start();
  expect(root.querySelector('h1')).toBe(fromServer);
  expect(fromServer).toHaveTextContent('Welcome home dark');
});

it('renders a prerendered page afresh when told not to hydrate it (its HTML came from another build)', async () => {
  root.setAttribute('data-prerendered', '');
  root.innerHTML = '<h1>From another build</h1>';
  await start({ hydrate: false });
  expect(root).toHaveTextContent('Welcome home afresh');
  expect(root).not.toHaveTextContent('From another build');
});

it("keeps a signed-in page's skeleton on screen until the first commit replaces it", async () => {
  root.setAttribute('data-skeleton', '');
  root.innerHTML = '<h1>Admin dashboard</h1>';
  let started: Promise<void> = Promise.resolve();
  act(() => {
    started = mountApp(root, () => <Page />);
    // The transition has not committed yet: the skeleton is what the visitor sees.
    expect(root).toHaveTextContent('Admin dashboard');
  });
  await act(() => started);
  expect(root).toHaveTextContent('Welcome home afresh');
  expect(root.hasAttribute('data-skeleton')).toBe(false);
});
