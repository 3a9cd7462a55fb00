// Test helper for prerendered pages: the server's HTML put in the document and taken over by
// hydrateRoot, as the browser does with a page the build rendered.
import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';

/**
 * Hydrates `html` with `element`. Answers the container, what React wrote to console.error while
 * hydrating (a mismatch; none expected), and how to take the page down again.
 */
export async function hydrateServerHtml(html: string, element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  let root: Root | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, element);
    });
  } finally {
    errors.mockRestore();
  }
  const problems = errors.mock.calls.map((call) => call.map(String).join(' '));
  const unmount = () => {
    act(() => root?.unmount());
    container.remove();
  };
  return { container, problems, unmount };
}
