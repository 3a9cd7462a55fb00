import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../exposed/theme';
import { AbsenceDialog } from './AbsenceDialog';

describe('AbsenceDialog', () => {
  it('starts on today, goes back at most 31 days, and hands over the days and the reason', async () => {
    const user = userEvent.setup();
    const submitted: unknown[] = [];
    render(
      <ThemeProvider theme={lightTheme}>
        <AbsenceDialog forPerson="Ada Obi" today="2026-11-20" errors={{ to: ['To must be on or after From'] }} onSubmit={(absence) => submitted.push(absence)} onClose={() => {}} />
      </ThemeProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Record an absence for Ada Obi' });
    expect(dialog).toHaveTextContent('They see who recorded it and may take it back.');
    expect(within(dialog).getByLabelText('From')).toHaveValue('2026-11-20');
    expect(within(dialog).getByLabelText('From')).toHaveAttribute('min', '2026-10-20');
    expect(within(dialog).getByLabelText('To (the last day away)')).toHaveAccessibleDescription('To must be on or after From');
    await user.selectOptions(within(dialog).getByLabelText(/Reason/), 'illness');
    await user.click(within(dialog).getByRole('button', { name: 'Record the absence' }));
    expect(submitted).toEqual([{ from: '2026-11-20', to: '2026-11-20', reason: 'illness' }]);
  });
});
