import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { CheckboxField, CheckboxGroupField, RadioGroupField, SelectField, TextField } from './fields';
import { lightTheme } from './theme';

const inTheme = (ui: React.ReactElement) => render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>);

describe('TextField', () => {
  it('labels the input and ties its error and hint to it', () => {
    const onChange = jest.fn();
    inTheme(<TextField label="Email" name="email" type="email" value="x" onChange={onChange} error="Enter a valid email address" hint="We reply here" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('We reply here Enter a valid email address');
    fireEvent.change(input, { target: { value: 'grace@example.org' } });
    expect(onChange).toHaveBeenCalledWith('grace@example.org');
  });

  it('marks an optional field in its label and does not require it', () => {
    inTheme(<TextField label="Phone" name="phone" type="tel" value="" onChange={() => {}} optional />);
    const input = screen.getByLabelText('Phone (optional)');
    expect(input).not.toHaveAttribute('aria-required');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('renders a text area when multiline, and a password input when asked', () => {
    inTheme(
      <>
        <TextField label="Message" name="message" value="" onChange={() => {}} multiline />
        <TextField label="Password" name="password" type="password" value="" onChange={() => {}} />
      </>,
    );
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
});

describe('choices', () => {
  it('a select offers a placeholder and reports the chosen value', () => {
    const onChange = jest.fn();
    inTheme(<SelectField label="Service" name="service" value="" onChange={onChange} options={[{ value: 'sun', label: 'Sunday 8:00 am' }]} />);
    const select = screen.getByLabelText('Service');
    expect(screen.getByRole('option', { name: 'Choose…' })).toBeInTheDocument();
    fireEvent.change(select, { target: { value: 'sun' } });
    expect(onChange).toHaveBeenCalledWith('sun');
  });

  it('a checkbox and a radio group report their new state', () => {
    const onConsent = jest.fn();
    const onGender = jest.fn();
    inTheme(
      <>
        <CheckboxField label="You may contact me" name="consent" checked={false} onChange={onConsent} />
        <RadioGroupField label="Gender" name="gender" value="" onChange={onGender} options={[{ value: 'female', label: 'Female' }, { value: 'male', label: 'Male' }]} />
      </>,
    );
    fireEvent.click(screen.getByLabelText('You may contact me'));
    expect(onConsent).toHaveBeenCalledWith(true);
    fireEvent.click(screen.getByLabelText('Male', { exact: true }));
    expect(onGender).toHaveBeenCalledWith('male');
  });
});

describe('RadioGroupField', () => {
  it('says an option’s description after its name, and a click on either picks it', () => {
    const onChange = jest.fn();
    inTheme(
      <RadioGroupField
        label="Assign to"
        name="assignee"
        value=""
        onChange={onChange}
        options={[{ value: '1', label: 'Grace Okoro', description: 'grace@example.org' }, { value: '2', label: 'Nobody' }]}
      />,
    );
    const grace = screen.getByRole('radio', { name: 'Grace Okoro' });
    expect(grace).toHaveAccessibleDescription('grace@example.org');
    expect(screen.getByRole('radio', { name: 'Nobody' })).not.toHaveAttribute('aria-describedby');
    fireEvent.click(screen.getByText('grace@example.org'));
    expect(onChange).toHaveBeenCalledWith('1');
  });
});

describe('CheckboxGroupField', () => {
  const options = [{ value: '1', label: 'Choir' }, { value: '2', label: 'Media' }];

  it('ticks and unticks each choice, with one hint and one error for the set', () => {
    const onToggle = jest.fn();
    inTheme(<CheckboxGroupField label="Units" name="unit_ids" options={options} values={['2']} onToggle={onToggle} hint="Tick any." error="Choose a unit" />);
    const group = screen.getByRole('group', { name: 'Units' });
    expect(group).toHaveAccessibleDescription('Tick any. Choose a unit');
    expect(screen.getByRole('checkbox', { name: 'Media' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choir' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Media' }));
    expect(onToggle.mock.calls).toEqual([['1', true], ['2', false]]);
  });

  it('says why there is nothing to tick', () => {
    inTheme(<CheckboxGroupField label="Units" name="unit_ids" options={[]} values={[]} onToggle={() => {}} emptyText="No units yet." />);
    expect(screen.getByText('No units yet.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
