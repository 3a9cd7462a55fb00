import { useRef, useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { ConfirmDialog, Dialog, FormDialog, type FormDialogProps } from './Dialog';
import { darkTheme, lightTheme } from './theme';

function EditDialogDemo({ withInitialFocus = false, onClose }: { withInitialFocus?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <ThemeProvider theme={lightTheme}>
      <button onClick={() => setOpen(true)}>Edit unit</button>
      <button>Behind the dialog</button>
      <Dialog
        open={open}
        title="Edit unit"
        onClose={close}
        initialFocusRef={withInitialFocus ? noteRef : undefined}
        footer={
          <>
            <button onClick={close}>Cancel</button>
            <button onClick={close}>Save</button>
          </>
        }
      >
        <label>
          Name <input />
        </label>
        <label>
          Note <textarea ref={noteRef} />
        </label>
      </Dialog>
    </ThemeProvider>
  );
}

async function openDialog(props: Parameters<typeof EditDialogDemo>[0] = {}) {
  const user = userEvent.setup();
  render(<EditDialogDemo {...props} />);
  await user.click(screen.getByRole('button', { name: 'Edit unit' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit unit' });
  return { user, dialog };
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Dialog open={false} title="Hidden" onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its h2, in a portal on the body', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Edit unit' }).id).toBe(dialog.getAttribute('aria-labelledby'));
    expect(dialog.closest('[data-dialog-overlay]')?.parentElement).toBe(document.body);
  });

  it('moves focus to the first field on open', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('moves focus to initialFocusRef when given', async () => {
    const { dialog } = await openDialog({ withInitialFocus: true });
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside, wrapping at both ends', async () => {
    const { user, dialog } = await openDialog();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const save = within(dialog).getByRole('button', { name: 'Save' });

    await user.tab(); // Note
    await user.tab(); // Cancel
    await user.tab(); // Save
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();

    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    for (let i = 0; i < 8; i += 1) {
      await user.tab({ shift: i % 2 === 0 });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('brings focus back when something outside takes it', async () => {
    const { dialog } = await openDialog();
    screen.getByRole('button', { name: 'Behind the dialog', hidden: true }).focus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with Escape and returns focus to the opener', async () => {
    const onClose = jest.fn();
    const { user } = await openDialog({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit unit' })).toHaveFocus();
  });

  it('closes with the Close button and returns focus to the opener', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit unit' })).toHaveFocus();
  });

  it('closes on a click on the overlay, not on a click inside', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openDialog({ onClose });
    await user.click(within(dialog).getByRole('heading'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(dialog.closest('[data-dialog-overlay]') as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('locks the page scroll while open and restores it after', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('lets a dialog opened from a dialog handle its own Escape', async () => {
    const user = userEvent.setup();
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <Dialog open={outer} title="Outer" onClose={() => setOuter(false)}>
          <button onClick={() => setInner(true)}>Open inner</button>
          <Dialog open={inner} title="Inner" onClose={() => setInner(false)}>
            <button>Inside inner</button>
          </Dialog>
        </Dialog>
      );
    }
    render(
      <ThemeProvider theme={darkTheme}>
        <Nested />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    expect(screen.getByRole('button', { name: 'Inside inner' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('dialog', { name: 'Inner' })).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open inner' })).toHaveFocus();
  });
});

function ConfirmDemo({ busy = false, onConfirm = jest.fn() }: { busy?: boolean; onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={lightTheme}>
      <button onClick={() => setOpen(true)}>Delete event</button>
      <ConfirmDialog
        open={open}
        title="Delete this event?"
        message="Members will no longer see it."
        confirmLabel="Delete"
        destructive
        busy={busy}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </ThemeProvider>
  );
}

describe('ConfirmDialog', () => {
  it('asks with the message and starts on Cancel', async () => {
    const user = userEvent.setup();
    render(<ConfirmDemo />);
    await user.click(screen.getByRole('button', { name: 'Delete event' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this event?' });
    expect(within(dialog).getByText('Members will no longer see it.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAttribute('data-variant', 'danger');
  });

  it('calls onConfirm from the confirm button', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<ConfirmDemo onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete event' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels with Cancel or Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<ConfirmDemo />);
    await user.click(screen.getByRole('button', { name: 'Delete event' }));
    await user.keyboard('{Enter}'); // on Cancel
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete event' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a busy confirm and cannot be dismissed while busy', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<ConfirmDemo busy onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete event' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('defaults its labels to Confirm and Cancel with a primary confirm', () => {
    render(<ConfirmDialog open title="Mark as contacted?" message="Grace will leave the to-do list." onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('data-variant', 'primary');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });
});

describe('FormDialog', () => {
  function renderForm(props: Partial<FormDialogProps> = {}) {
    const onSubmit = jest.fn();
    const onClose = jest.fn();
    render(
      <ThemeProvider theme={lightTheme}>
        <FormDialog title="Edit Choir" saveLabel="Save the changes" onSubmit={onSubmit} onClose={onClose} {...props}>
          <label>
            Name <input name="name" defaultValue="Choir" />
          </label>
        </FormDialog>
      </ThemeProvider>,
    );
    return { onSubmit, onClose };
  }

  it('is a form named by its title, focused on its first field, submitted by Save or Enter without leaving the page', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    const dialog = screen.getByRole('dialog', { name: 'Edit Choir' });
    expect(within(dialog).getByRole('form', { name: 'Edit Choir' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save the changes' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[0][0].defaultPrevented).toBe(true);
  });

  it('closes with Cancel, Escape or Close', async () => {
    const user = userEvent.setup();
    const { onClose } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('waits for the answer while busy: Save spins, nothing closes it', async () => {
    const user = userEvent.setup();
    const { onClose } = renderForm({ busy: true });
    expect(screen.getByRole('button', { name: 'Save the changes' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says its intro, then a refusal no field can show, above the fields; labels and a danger submit as asked', () => {
    renderForm({ intro: <p>They are emailed a link.</p>, formError: 'The unit was deleted meanwhile.', cancelLabel: 'Keep it', destructive: true, formLabel: 'Edit the unit' });
    const form = screen.getByRole('form', { name: 'Edit the unit' });
    expect(form).toHaveTextContent(/^They are emailed a link\.The unit was deleted meanwhile\.Name/);
    expect(screen.getByRole('alert')).toHaveTextContent('The unit was deleted meanwhile.');
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save the changes' })).toHaveAttribute('data-variant', 'danger');
  });
});
