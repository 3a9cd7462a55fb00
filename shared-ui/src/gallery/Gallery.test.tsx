import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@church/platform/router';
import { toast } from 'react-toastify';
import { buttonVariants } from '../exposed/Button';
import { avatarSizes } from '../exposed/Avatar';
import Gallery from './Gallery';

function renderGallery() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Gallery />
    </MemoryRouter>,
  );
}

afterEach(() => {
  act(() => {
    toast.clearWaitingQueue();
    toast.dismiss();
  });
});

describe.each(['light', 'dark'])('gallery, %s panel', (theme) => {
  it('shows every button variant in every state', () => {
    renderGallery();
    const panel = screen.getByTestId(`gallery-${theme}`);
    for (const variant of buttonVariants) {
      expect(within(panel).getByTestId(`${theme}-button-${variant}-normal`)).toBeEnabled();
      expect(within(panel).getByTestId(`${theme}-button-${variant}-loading`)).toHaveAttribute('aria-busy', 'true');
      expect(within(panel).getByTestId(`${theme}-button-${variant}-disabled`)).toBeDisabled();
    }
  });

  it('records clicks on usable buttons only', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByTestId(`${theme}-button-danger-loading`));
    await user.click(screen.getByTestId(`${theme}-button-danger-disabled`));
    expect(screen.getByTestId(`${theme}-button-last-click`)).toHaveTextContent('none');
    await user.click(screen.getByTestId(`${theme}-button-ghost-normal`));
    expect(screen.getByTestId(`${theme}-button-last-click`)).toHaveTextContent('ghost-normal');
  });

  it('shows each link kind', async () => {
    const user = userEvent.setup();
    renderGallery();
    expect(screen.getByTestId(`${theme}-link-external`)).toHaveAttribute('href', 'https://example.org/');
    expect(screen.getByTestId(`${theme}-link-protocol-relative`)).toHaveAttribute('href', '//example.org/');
    expect(screen.getByTestId(`${theme}-link-new-tab`)).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(screen.getByTestId(`${theme}-link-disabled`));
    expect(screen.getByTestId(`${theme}-location`)).toHaveTextContent(/^\/$/);
    await user.click(screen.getByTestId(`${theme}-link-internal`));
    expect(screen.getByTestId(`${theme}-location`)).toHaveTextContent(`/internal-demo?from=${theme}`);
  });

  it('shows every avatar size and each fallback', () => {
    renderGallery();
    for (const size of Object.keys(avatarSizes)) {
      expect(screen.getByTestId(`${theme}-avatar-size-${size}`).firstElementChild).toHaveAttribute('data-size', size);
    }
    fireEvent.error(within(screen.getByTestId(`${theme}-avatar-fallback-initials`)).getByRole('img'));
    fireEvent.error(within(screen.getByTestId(`${theme}-avatar-fallback-icon`)).getByRole('img'));
    expect(within(screen.getByTestId(`${theme}-avatar-fallback-initials`)).getByRole('img')).toHaveTextContent('GO');
    expect(within(screen.getByTestId(`${theme}-avatar-fallback-icon`)).getByRole('img')).toHaveAttribute(
      'data-avatar-fallback',
      'icon',
    );
    expect(within(screen.getByTestId(`${theme}-avatar-loading`)).getByRole('status')).toBeInTheDocument();
  });

  it('shows the data URL length of an accepted upload and the message of a refused one', async () => {
    const user = userEvent.setup();
    renderGallery();
    const upload = screen.getByTestId(`${theme}-avatar-upload`);
    const input = within(upload).getByLabelText('Avatar image file');
    await user.upload(input, new File([new Uint8Array(1.5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByTestId(`${theme}-upload-error`)).toHaveTextContent(
      'Image size must be less than 1.5MB. Please select a smaller image.',
    );
    expect(screen.getByTestId(`${theme}-upload-result`)).toHaveTextContent('none');

    await user.upload(input, new File([new Uint8Array(3)], 'tiny.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByTestId(`${theme}-upload-result`)).toHaveTextContent(String('data:image/png;base64,AAAA'.length)),
    );
    expect(screen.getByTestId(`${theme}-upload-error`)).toBeEmptyDOMElement();
  });

  it('blocks the upload while "uploading" is simulated', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByTestId(`${theme}-upload-loading-toggle`));
    const upload = screen.getByTestId(`${theme}-avatar-upload`);
    expect(within(upload).getByRole('button', { name: 'Change avatar' })).toBeDisabled();
    expect(within(upload).getByRole('status')).toBeInTheDocument();
  });

  it("shows a query's four states", () => {
    renderGallery();
    expect(within(screen.getByTestId(`${theme}-query-state-loading`)).getByRole('status', { name: 'Loading the visitors' })).toBeInTheDocument();
    expect(within(screen.getByTestId(`${theme}-query-state-error`)).getByRole('alert')).toHaveTextContent('Something went wrong with data loading.');
    expect(screen.getByTestId(`${theme}-query-state-empty`)).toHaveTextContent('No visitors yet.');
    expect(screen.getByTestId(`${theme}-query-state-answered`)).toHaveTextContent('Chidi Eze, Ngozi Adebayo, Kofi Mensah');
  });

  it('shows the door’s check-in code: its QR code, the typed code and the countdown', () => {
    renderGallery();
    const section = screen.getByTestId(`${theme}-check-in-code`);
    expect(within(section).getByRole('img', { name: 'QR code to check in at Sunday Service' })).toHaveAttribute('data-url', 'https://church.example/check-in?code=K7M2QX');
    expect(within(section).getByLabelText('Code K 7 M 2 Q X')).toHaveTextContent('K7M2QX');
    expect(within(section).getByText('New code in 0:42')).toBeInTheDocument();
  });

  it('refuses an empty form in its dialog, and creates from a filled one', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByTestId(`${theme}-form-dialog-open`));
    const dialog = screen.getByRole('dialog', { name: 'Create a unit' });
    await user.click(within(dialog).getByRole('button', { name: 'Create the unit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give the unit a name.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Unit name' }), 'Ushers{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId(`${theme}-form-dialog-result`)).toHaveTextContent('Ushers');
  });

  it('triggers a toast', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByTestId(`${theme}-toast-success`));
    expect(await screen.findByText('Welcome back, Grace!')).toBeInTheDocument();
  });
});

it('shows both themes side by side, and the loaders and gradients in each', () => {
  renderGallery();
  expect(screen.getByRole('heading', { name: 'Light theme' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Dark theme' })).toBeInTheDocument();
  expect(screen.getAllByRole('status', { name: 'Loading church app' })).toHaveLength(2);
  expect(screen.getByTestId('dark-gradient-the-sowers-seed')).toBeInTheDocument();
  expect(screen.getByTestId('light-gradient-error')).toBeInTheDocument();
});
