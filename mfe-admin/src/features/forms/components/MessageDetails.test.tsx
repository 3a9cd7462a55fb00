import { screen } from '@testing-library/react';
import type { FormMessage } from '@church/contracts/forms';
import { renderWithPlatform } from '@church/platform/testing/render';
import { MessageDetails } from './MessageDetails';

const message = (over: Partial<FormMessage>): FormMessage => ({
  id: 1,
  type: 'question',
  name: 'Ada Obi',
  email: 'ada@example.org',
  phone: '+2348012345678',
  message: 'Where can I park?',
  is_anonymous: false,
  share_consent: false,
  read_at: null,
  archived_at: null,
  replied_at: null,
  created_at: '2025-03-02T09:00:00Z',
  ...over,
});

it("links the sender's plain address and number", () => {
  renderWithPlatform(<MessageDetails message={message({})} />);
  expect(screen.getByRole('link', { name: 'ada@example.org' })).toHaveAttribute('href', 'mailto:ada@example.org');
  expect(screen.getByRole('link', { name: '+2348012345678' })).toHaveAttribute('href', 'tel:+2348012345678');
});

// The public form accepts these (one @, a dot after it); as a mailto: link each would add a recipient or a header.
it.each(['ada@example.org?bcc=spy%40evil.example', 'ada@example.org&cc=spy.example', 'ada@example.org%0ABcc:spy%40evil.example'])(
  'shows %p as text, never as a mail link',
  (email) => {
    renderWithPlatform(<MessageDetails message={message({ email })} />);
    expect(screen.getByText(email)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: email })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  },
);
