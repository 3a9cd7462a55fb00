import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { FullScreenLoader, Spinner } from './Loader';
import { darkTheme, lightTheme } from './theme';

describe('FullScreenLoader', () => {
  it('announces loading with an accessible label and covers the viewport', () => {
    render(<FullScreenLoader />);
    const loader = screen.getByRole('status', { name: 'Loading' });
    expect(loader).toHaveStyle({ position: 'fixed' });
    expect(loader).toHaveStyle({ backgroundColor: lightTheme.colors.background });
    expect(loader.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes a custom label and the theme background', () => {
    render(
      <ThemeProvider theme={darkTheme}>
        <FullScreenLoader label="Loading dashboard" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading dashboard' })).toHaveStyle({
      backgroundColor: darkTheme.colors.background,
    });
  });
});

describe('Spinner', () => {
  it('is a labelled status by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveStyle({ width: '24px', height: '24px' });
  });

  it('takes a named or pixel size and a label', () => {
    render(
      <>
        <Spinner size="lg" label="Saving" />
        <Spinner size={12} label="Tiny" />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Saving' })).toHaveStyle({ width: '40px' });
    expect(screen.getByRole('status', { name: 'Tiny' })).toHaveStyle({ width: '12px' });
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
