import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../exposed/theme';
import { PersonPickerDialog, type PersonPickerDialogProps } from './PersonPickerDialog';

const PEOPLE = [
  { value: '1', label: 'Ruth Bello' },
  { value: '2', label: 'Ada Obi' },
];

function picker(over: Partial<PersonPickerDialogProps> = {}) {
  const onPick = jest.fn();
  const props: PersonPickerDialogProps = { title: 'Assign Chidi', saveLabel: 'Assign', busy: false, searchLabel: 'Find a person', search: '', onSearch: () => {}, options: PEOPLE, label: 'Assign to', name: 'assigned_to', onPick, onClose: () => {}, ...over };
  const view = render(<ThemeProvider theme={lightTheme}><PersonPickerDialog {...props} /></ThemeProvider>);
  const rerender = (next: Partial<PersonPickerDialogProps>) => view.rerender(<ThemeProvider theme={lightTheme}><PersonPickerDialog {...props} {...next} /></ThemeProvider>);
  return { onPick, rerender };
}

it('says a person is missing on Save, then hands over the one chosen', async () => {
  const user = userEvent.setup();
  const { onPick } = picker({ required: 'Choose who will follow up' });
  await user.click(screen.getByRole('button', { name: 'Assign' }));
  expect(screen.getByText('Choose who will follow up')).toBeInTheDocument();
  expect(onPick).not.toHaveBeenCalled();
  await user.click(screen.getByRole('radio', { name: 'Ada Obi' }));
  await user.click(screen.getByRole('button', { name: 'Assign' }));
  expect(onPick).toHaveBeenCalledWith('2');
});

it('shows a refusal on the field until another person is chosen', async () => {
  const user = userEvent.setup();
  const { rerender } = picker({ initialValue: '1' });
  rerender({ error: 'Ruth Bello cannot take follow-ups' });
  expect(screen.getByText('Ruth Bello cannot take follow-ups')).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Ada Obi' }));
  expect(screen.queryByText('Ruth Bello cannot take follow-ups')).toBeNull();
});
