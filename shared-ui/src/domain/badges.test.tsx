import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { FOLLOW_UP_STATUSES } from '@church/contracts/follow-up';
import { ROLE_NAMES } from '@church/contracts/roles';
import { Badge, badgeTones } from '../exposed/display';
import { lightTheme } from '../exposed/theme';
import { FollowUpStatusBadge, followUpStatusTone, roleTone } from './badges';

const themed = (ui: ReactNode) => render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>);

describe('the church\'s pills', () => {
  it.each([
    ['Not Contacted', 'warning'],
    ['Contacted', 'info'],
    ['Invited Again', 'accent'],
    ['Visiting', 'info'],
    ['Integrated', 'success'],
    ['Opt-out', 'neutral'],
  ] as const)('follow-up status %s has the %s tone', (status, tone) => {
    expect(followUpStatusTone(status)).toBe(tone);
  });

  it('has a tone for every follow-up status and every role', () => {
    for (const status of FOLLOW_UP_STATUSES) expect(badgeTones).toContain(followUpStatusTone(status));
    for (const role of ROLE_NAMES) expect(badgeTones).toContain(roleTone(role));
    expect(ROLE_NAMES.map(roleTone)).toEqual(['accent', 'info', 'neutral']);
  });

  it('shows a follow-up status with its tone', () => {
    themed(<Badge tone={followUpStatusTone('Integrated')}>Integrated</Badge>);
    expect(screen.getByText('Integrated')).toHaveAttribute('data-tone', 'success');
  });

  it.each(FOLLOW_UP_STATUSES)('FollowUpStatusBadge says %s in its tone', (status) => {
    themed(<FollowUpStatusBadge status={status} />);
    expect(screen.getByText(status)).toHaveAttribute('data-tone', followUpStatusTone(status));
  });
});
