import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { contactLinks } from '@church/contracts/contact-links';
import { lightTheme } from '../exposed/theme';
import { ContactActions } from './ContactActions';

const themed = (ui: ReactElement) => render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>);

it('offers Call, WhatsApp with the message and Email with the subject, each naming the person', () => {
  themed(<ContactActions name="Ada Obi" links={contactLinks('08031234567', 'ada@example.org', 'We missed you', 'Hello')} />);
  const group = screen.getByRole('group', { name: 'Contact Ada Obi' });
  expect(within(group).getByRole('link', { name: 'Call Ada Obi' })).toHaveAttribute('href', 'tel:+2348031234567');
  expect(within(group).getByRole('link', { name: 'WhatsApp Ada Obi (opens in a new tab)' })).toHaveAttribute('href', 'https://wa.me/2348031234567?text=We%20missed%20you');
  expect(within(group).getByRole('link', { name: 'Email Ada Obi' })).toHaveAttribute('href', 'mailto:ada@example.org?subject=Hello&body=We%20missed%20you');
});

it('offers only what the details allow, and says what it is given when there is nothing', () => {
  const { unmount } = themed(<ContactActions name="Ada Obi" links={contactLinks(null, 'ada@example.org', 'Hi', 'Hello')} />);
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Email Ada Obi']);
  unmount();
  themed(<ContactActions name="Ada Obi" links={contactLinks(null, 'not an address', 'Hi', 'Hello')} none={<span>No phone or email</span>} compact />);
  expect(screen.queryByRole('group')).toBeNull();
  expect(screen.getByText('No phone or email')).toBeInTheDocument();
});
