import { screen, within } from '@testing-library/react';
import { renderWithPlatform } from '@church/platform/testing/render';
import { churchConfig } from '@church/contracts/church-config';
import { HomePage } from './HomePage';

describe('HomePage', () => {
  beforeEach(() => renderWithPlatform(<HomePage />));

  it('greets everyone with the call to ask a question and a way to the welcome page', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask a question' })).toHaveAttribute('href', '/forms?tab=question');
    expect(screen.getByRole('link', { name: /first time here/i })).toHaveAttribute('href', '/welcome');
  });

  it('links the question, prayer and testimony tiles to their tab of the forms', () => {
    expect(within(screen.getByTestId('tile-question')).getByRole('link')).toHaveAttribute('href', '/forms?tab=question');
    expect(within(screen.getByTestId('tile-prayer')).getByRole('link')).toHaveAttribute('href', '/forms?tab=prayer');
    expect(within(screen.getByTestId('tile-testimony')).getByRole('link')).toHaveAttribute('href', '/forms?tab=testimony');
  });

  it('shows the contribution tile without a link, with the configured text', () => {
    const tile = screen.getByTestId('tile-contribution');
    expect(within(tile).queryByRole('link')).toBeNull();
    expect(within(tile).getByRole('heading', { name: 'Contribution' })).toBeInTheDocument();
    expect(tile).toHaveTextContent(churchConfig.contribution);
  });

  it('gives every tile image alt text and intrinsic dimensions (no layout shift)', () => {
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(4);
    for (const image of images) {
      expect(image.getAttribute('alt')).toMatch(/\w{3,}/);
      expect(image).toHaveAttribute('width', '320');
      expect(image).toHaveAttribute('height', '200');
    }
  });
});
