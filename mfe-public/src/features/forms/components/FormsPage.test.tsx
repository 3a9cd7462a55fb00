import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@church/platform/testing/render';
import { FormsPage } from './FormsPage';

const location = () => screen.getByTestId('location').textContent;

describe('FormsPage tabs', () => {
  it('opens the tab named in the URL and hides the other panels', () => {
    renderWithPlatform(<FormsPage />, { route: '/forms?tab=prayer' });
    expect(screen.getByRole('tab', { name: 'Prayer request' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Question' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('id', 'forms-panel-prayer');
    expect(screen.getByRole('button', { name: 'Send prayer request' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send question' })).toBeNull();
  });

  it('falls back to the question tab for a missing or unknown tab', () => {
    renderWithPlatform(<FormsPage />, { route: '/forms?tab=complaint' });
    expect(screen.getByRole('tab', { name: 'Question' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves with the arrow keys, Home and End, keeping only the open tab in the Tab order', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<FormsPage />, { route: '/forms?tab=question' });
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Question' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Prayer request' })).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Prayer request' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Prayer request' })).toHaveAttribute('aria-selected', 'true');
    expect(location()).toBe('/forms?tab=prayer');

    await user.keyboard('{End}');
    expect(location()).toBe('/forms?tab=testimony');
    await user.keyboard('{ArrowRight}');
    expect(location()).toBe('/forms?tab=question');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Testimony' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(location()).toBe('/forms?tab=question');
  });

  it('puts each tab in the history so Back returns to the previous tab, with its typing kept', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<FormsPage />, { route: '/forms?tab=question' });
    await user.type(screen.getByLabelText('Your question'), 'Where do you meet?');
    await user.click(screen.getByRole('tab', { name: 'Testimony' }));
    expect(location()).toBe('/forms?tab=testimony');
    expect(screen.getByRole('tab', { name: 'Testimony' })).toHaveAttribute('aria-selected', 'true');

    await act(async () => screen.getByRole('button', { name: 'Test back' }).click());
    expect(location()).toBe('/forms?tab=question');
    expect(screen.getByRole('tab', { name: 'Question' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Your question')).toHaveValue('Where do you meet?');
  });
});
