import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TestProviders } from '@church/platform/testing/render';
import { deferredNotify } from '../deferred-toasts';
import { DeferredToastHost } from './DeferredToastHost';

// The tests share the module's state (the toast module loads once per page), so they run in order.

it('mounts the toast container at the first interaction, not before', async () => {
  const { container } = render(<TestProviders><DeferredToastHost /></TestProviders>);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(container.querySelector('.Toastify')).toBeNull();

  fireEvent.pointerDown(document.body);
  await waitFor(() => expect(container.querySelector('.Toastify')).not.toBeNull());
});

it('shows a toast sent through the notifier before the container mounted', async () => {
  deferredNotify.success('Saved before the container was there');
  render(<TestProviders><DeferredToastHost /></TestProviders>);
  expect(await screen.findByText('Saved before the container was there')).toBeInTheDocument();
});
