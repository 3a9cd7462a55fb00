import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { FilterBar, FilterSelect, MonthYearPicker, SearchableChoice, SearchField } from './filters';
import { lightTheme } from './theme';

const inTheme = (ui: React.ReactElement) => render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>);

describe('SearchField', () => {
  afterEach(() => jest.useRealTimers());

  it('searches once typing pauses, not on every key', async () => {
    jest.useFakeTimers();
    const onSearch = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    inTheme(<SearchField value="" onSearch={onSearch} label="Search members" />);
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'Ruth');
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Ruth');
  });

  it('searches at once on Enter and when cleared, and shows a search restored from the URL', async () => {
    const onSearch = jest.fn();
    const user = userEvent.setup();
    const { rerender } = inTheme(<SearchField value="bello" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveValue('bello');
    await user.clear(box);
    expect(onSearch).toHaveBeenLastCalledWith('');
    await user.type(box, 'Eze{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('Eze');
    rerender(<ThemeProvider theme={lightTheme}><SearchField value="Okafor" onSearch={onSearch} /></ThemeProvider>);
    expect(box).toHaveValue('Okafor');
  });
});

describe('FilterBar and FilterSelect', () => {
  it('groups labelled selects whose first choice is All', async () => {
    const onChange = jest.fn();
    inTheme(
      <FilterBar>
        <FilterSelect label="Category" value="" onChange={onChange} options={[{ value: 'Pastor', label: 'Pastor' }, { value: 'Others', label: 'Others' }]} />
      </FilterBar>,
    );
    const group = screen.getByRole('group', { name: 'Filters' });
    const select = within(group).getByRole('combobox', { name: 'Category' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Pastor', 'Others']);
    await userEvent.selectOptions(select, 'Pastor');
    expect(onChange).toHaveBeenCalledWith('Pastor');
  });
});

describe('MonthYearPicker', () => {
  function Picker() {
    const [value, setValue] = useState({ month: 11, year: 2026 });
    return (
      <>
        <MonthYearPicker {...value} onChange={setValue} legend="Month to show" />
        <output>{`${value.month}/${value.year}`}</output>
      </>
    );
  }

  it('offers January to December and 2023 to 2035, and reports each change', async () => {
    inTheme(<Picker />);
    const group = screen.getByRole('group', { name: 'Month to show' });
    const month = within(group).getByRole('combobox', { name: 'Month' });
    const year = within(group).getByRole('combobox', { name: 'Year' });
    const months = within(month).getAllByRole('option').map((o) => o.textContent);
    expect(months).toHaveLength(12);
    expect([months[0], months[11]]).toEqual(['January', 'December']);
    const years = within(year).getAllByRole('option').map((o) => o.textContent);
    expect([years[0], years[years.length - 1], years.length]).toEqual(['2023', '2035', 13]);
    expect(month).toHaveDisplayValue('November');
    await userEvent.selectOptions(month, 'February');
    await userEvent.selectOptions(year, '2024');
    expect(screen.getByRole('status')).toHaveTextContent('2/2024');
  });
});

describe('SearchableChoice', () => {
  const props = { searchLabel: 'Find a person', search: 'ru', onSearch: () => {}, label: 'Assign to', name: 'assignee', value: '', onChange: () => {} };

  it('lists what the search found, then the choices always offered, and reports the choice', async () => {
    const onChange = jest.fn();
    inTheme(<SearchableChoice {...props} onChange={onChange} options={[{ value: '7', label: 'Ruth Bello — 2 open follow-ups' }]} extraOptions={[{ value: 'none', label: 'Nobody' }]} />);
    const group = screen.getByRole('group', { name: 'Assign to' });
    expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['7', 'none']);
    await userEvent.click(screen.getByRole('radio', { name: 'Ruth Bello — 2 open follow-ups' }));
    expect(onChange).toHaveBeenCalledWith('7');
    expect(screen.getByRole('searchbox', { name: 'Find a person' })).toHaveValue('ru');
  });

  it('says so while searching, when nothing matches, and when the search failed', () => {
    const { rerender } = inTheme(<SearchableChoice {...props} options={undefined} />);
    expect(screen.getByRole('status', { name: 'Searching' })).toBeInTheDocument();
    rerender(<ThemeProvider theme={lightTheme}><SearchableChoice {...props} options={[]} error="Choose a person" /></ThemeProvider>);
    expect(screen.getByText('Nothing matches “ru”.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a person');
    rerender(<ThemeProvider theme={lightTheme}><SearchableChoice {...props} options={undefined} loadError="The people could not be loaded." /></ThemeProvider>);
    expect(screen.getByRole('alert')).toHaveTextContent('The people could not be loaded.');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('keeps the chosen option in sight, pinned first, when a new search no longer finds it', () => {
    const ruth = { value: '7', label: 'Ruth Bello — 2 open follow-ups' };
    const sam = { value: '5', label: 'Samuel Ade — 1 open follow-up' };
    const values = () => screen.getAllByRole('radio').map((r) => r.getAttribute('value'));
    const { rerender } = inTheme(<SearchableChoice {...props} value="7" options={[ruth]} />);
    rerender(<ThemeProvider theme={lightTheme}><SearchableChoice {...props} search="sam" value="7" options={[sam]} /></ThemeProvider>);
    expect(values()).toEqual(['7', '5']);
    expect(screen.getByRole('radio', { name: ruth.label })).toBeChecked();
    rerender(<ThemeProvider theme={lightTheme}><SearchableChoice {...props} search="zz" value="7" options={[]} /></ThemeProvider>);
    expect(screen.getByText('Nothing matches “zz”.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: ruth.label })).toBeChecked();
    // Once another option is chosen, the earlier one is just a search result again.
    rerender(<ThemeProvider theme={lightTheme}><SearchableChoice {...props} search="sam" value="5" options={[sam]} /></ThemeProvider>);
    expect(values()).toEqual(['5']);
  });

  it('shows the chosen option from chosenOption before any search has found it', () => {
    inTheme(<SearchableChoice {...props} value="1" chosenOption={{ value: '1', label: 'Grace Okafor (currently assigned)' }} options={[{ value: '5', label: 'Samuel Ade' }]} extraOptions={[{ value: 'none', label: 'Nobody' }]} />);
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['1', '5', 'none']);
    expect(screen.getByRole('radio', { name: 'Grace Okafor (currently assigned)' })).toBeChecked();
  });
});
