import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Avatar, MAX_AVATAR_BYTES, avatarSizes } from './Avatar';
import { ToastHost } from './toast';

const TOO_LARGE = 'Image size must be less than 1.5MB. Please select a smaller image.';
const NO_FILE = 'No file selected';
const READ_FAILED = 'Failed to read file. Please try again.';
const WRONG_TYPE = 'Please choose an image file (PNG, JPEG, GIF or WebP).';

function imageFile(bytes: number, name = 'me.png', type = 'image/png') {
  return new File([new Uint8Array(bytes)], name, { type });
}

function fileInput() {
  return screen.getByLabelText('Avatar image file') as HTMLInputElement;
}

function setup(props: Partial<React.ComponentProps<typeof Avatar>> = {}) {
  const onUpload = jest.fn();
  const onError = jest.fn();
  const user = userEvent.setup();
  const view = render(<Avatar initials="JD" onUpload={onUpload} onError={onError} {...props} />);
  return { onUpload, onError, user, ...view };
}

describe('Avatar display', () => {
  it('shows the image with the default alternative text', () => {
    render(<Avatar src="/me.png" />);
    expect(screen.getByRole('img', { name: 'User avatar' })).toHaveAttribute('src', '/me.png');
  });

  it('falls back to the initials when the image fails', () => {
    render(<Avatar src="/broken.png" initials="jd" alt="Jane Doe" />);
    fireEvent.error(screen.getByRole('img', { name: 'Jane Doe' }));
    const badge = screen.getByRole('img', { name: 'Jane Doe' });
    expect(badge.tagName).not.toBe('IMG');
    expect(badge).toHaveAttribute('data-avatar-fallback', 'initials');
    expect(badge).toHaveTextContent('JD');
  });

  it('derives the initials from the name when none are given', () => {
    render(<Avatar name="Grace  Ade Okafor" />);
    expect(screen.getByRole('img', { name: 'User avatar' })).toHaveTextContent(/^GO$/);
  });

  it('falls back to a person icon when the image fails and there are no initials', () => {
    render(<Avatar src="/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'User avatar' }));
    const icon = screen.getByRole('img', { name: 'User avatar' });
    expect(icon.tagName.toLowerCase()).toBe('svg');
    expect(icon).toHaveAttribute('data-avatar-fallback', 'icon');
  });

  it('shows the person icon when there is neither image nor initials', () => {
    render(<Avatar />);
    expect(screen.getByRole('img', { name: 'User avatar' })).toHaveAttribute('data-avatar-fallback', 'icon');
  });

  it('tries a new source again after a failure', () => {
    const { rerender } = render(<Avatar src="/broken.png" initials="JD" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')?.tagName).not.toBe('IMG');
    rerender(<Avatar src="/fixed.png" initials="JD" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/fixed.png');
  });

  it.each(Object.entries(avatarSizes))('size %s is %i px square', (size, px) => {
    const { container } = render(<Avatar size={size as keyof typeof avatarSizes} initials="A" />);
    const frame = container.firstElementChild as HTMLElement;
    expect(frame).toHaveAttribute('data-size', size);
    expect(frame).toHaveStyle({ width: `${px}px`, height: `${px}px` });
  });

  it('is round by default and square on request', () => {
    const { container, rerender } = render(<Avatar initials="A" size="lg" />);
    const face = () => (container.firstElementChild as HTMLElement).firstElementChild as HTMLElement;
    expect(face()).toHaveStyle({ borderRadius: '50%' });
    rerender(<Avatar initials="A" size="lg" shape="square" />);
    expect(container.firstElementChild).toHaveAttribute('data-shape', 'square');
    expect(face()).not.toHaveStyle({ borderRadius: '50%' });
  });

  it('covers the avatar with a spinner while loading', () => {
    const { container, rerender } = render(<Avatar initials="A" />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<Avatar initials="A" loading />);
    expect(screen.getByRole('status', { name: 'Loading avatar' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
  });

  it('offers no upload control without an upload handler', () => {
    render(<Avatar initials="A" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText('Avatar image file')).toBeNull();
  });
});

describe('Avatar upload', () => {
  it('the picker accepts exactly the image types the API stores', () => {
    setup();
    expect(fileInput()).toHaveAttribute('type', 'file');
    expect(fileInput().getAttribute('accept')?.split(',').map((t) => t.trim())).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
      'image/gif',
    ]);
  });

  it('opens the picker from a keyboard-reachable button with an accessible name', async () => {
    const { user } = setup();
    const click = jest.spyOn(fileInput(), 'click');
    await user.tab();
    const button = screen.getByRole('button', { name: 'Change avatar' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    // The hidden input itself is not a tab stop.
    await user.tab();
    expect(fileInput()).not.toHaveFocus();
  });

  it(`accepts a file of exactly ${MAX_AVATAR_BYTES} bytes and passes it as a data URL`, async () => {
    const { user, onUpload, onError } = setup();
    const file = imageFile(MAX_AVATAR_BYTES);
    await user.upload(fileInput(), file);
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
    const [dataUrl, passed] = onUpload.mock.calls[0];
    expect(dataUrl).toMatch(/^data:image\/png;base64,/);
    // base64 length of 1.5 MiB of zero bytes
    expect(dataUrl.length).toBe('data:image/png;base64,'.length + Math.ceil(MAX_AVATAR_BYTES / 3) * 4);
    expect(passed).toBe(file);
    expect(onError).not.toHaveBeenCalled();
  });

  it('refuses a file one byte over the limit with the size message', async () => {
    const { user, onUpload, onError } = setup();
    await user.upload(fileInput(), imageFile(MAX_AVATAR_BYTES + 1));
    expect(onError).toHaveBeenCalledWith(TOO_LARGE);
    await act(async () => {});
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('reports "No file selected" and ignores the picking when the selection is empty', async () => {
    const { onUpload, onError } = setup();
    fireEvent.change(fileInput(), { target: { files: [] } });
    expect(onError).toHaveBeenCalledWith(NO_FILE);
    await act(async () => {});
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image even when the picker filter is bypassed', async () => {
    const onUpload = jest.fn();
    const onError = jest.fn();
    const user = userEvent.setup({ applyAccept: false });
    render(<Avatar onUpload={onUpload} onError={onError} />);
    await user.upload(fileInput(), new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(onError).toHaveBeenCalledWith(WRONG_TYPE);
    await act(async () => {});
    expect(onUpload).not.toHaveBeenCalled();
  });

  it.each([
    ['an image type the API does not store', new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })],
    ['a file with no reported type', new File(['?'], 'photo', { type: '' })],
  ])('refuses %s with the type message', async (_, file) => {
    const onUpload = jest.fn();
    const onError = jest.fn();
    const user = userEvent.setup({ applyAccept: false });
    render(<Avatar onUpload={onUpload} onError={onError} />);
    await user.upload(fileInput(), file);
    expect(onError).toHaveBeenCalledWith(WRONG_TYPE);
    await act(async () => {});
    expect(onUpload).not.toHaveBeenCalled();
  });

  it.each(['image/jpeg', 'image/webp', 'image/gif'])('accepts a %s file', async (type) => {
    const { user, onUpload, onError } = setup();
    await user.upload(fileInput(), imageFile(10, 'me', type));
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
    expect(onError).not.toHaveBeenCalled();
  });

  describe('when reading fails', () => {
    const RealReader = window.FileReader;
    class FailingReader {
      result: string | null = null;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      readAsDataURL() {
        setTimeout(() => this.onerror?.(), 0);
      }
    }
    beforeEach(() => {
      window.FileReader = FailingReader as unknown as typeof FileReader;
    });
    afterEach(() => {
      window.FileReader = RealReader;
    });

    it('reports the read-failure message and uploads nothing', async () => {
      const { user, onUpload, onError } = setup();
      await user.upload(fileInput(), imageFile(10));
      await waitFor(() => expect(onError).toHaveBeenCalledWith(READ_FAILED));
      expect(onUpload).not.toHaveBeenCalled();
    });
  });

  it('resets the picker value after each selection, so the same file can be chosen again', async () => {
    const { user, onUpload, onError } = setup();
    const file = imageFile(100);
    await user.upload(fileInput(), file);
    expect(fileInput().value).toBe('');
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
    await user.upload(fileInput(), file);
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(2));

    // Refused selections are reset too.
    await user.upload(fileInput(), imageFile(MAX_AVATAR_BYTES + 1));
    expect(onError).toHaveBeenCalledWith(TOO_LARGE);
    expect(fileInput().value).toBe('');
  });

  it('clears the failure flag after a successful read (the image is tried again)', async () => {
    const { user, onUpload } = setup({ src: '/broken.png', alt: 'Jane Doe' });
    fireEvent.error(screen.getByRole('img', { name: 'Jane Doe' }));
    expect(screen.getByRole('img', { name: 'Jane Doe' }).tagName).not.toBe('IMG');
    await user.upload(fileInput(), imageFile(100));
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('img', { name: 'Jane Doe' })).toHaveAttribute('src', '/broken.png');
  });

  it('blocks upload while loading', async () => {
    const { user, onUpload, onError } = setup({ loading: true });
    const button = screen.getByRole('button', { name: 'Change avatar' });
    const click = jest.spyOn(fileInput(), 'click');
    expect(button).toBeDisabled();
    expect(fileInput()).toBeDisabled();
    await user.click(button);
    expect(click).not.toHaveBeenCalled();
    // Even a change event that reaches the input is ignored.
    fireEvent.change(fileInput(), { target: { files: [imageFile(100)] } });
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(onUpload).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('shows upload errors as a toast when no error handler is given', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ToastHost />
        <Avatar onUpload={jest.fn()} />
      </>,
    );
    await user.upload(fileInput(), imageFile(MAX_AVATAR_BYTES + 1));
    expect(await screen.findByText(TOO_LARGE)).toBeInTheDocument();
  });
});
