// A modal dialog (WAI-ARIA dialog pattern), and a confirmation and a form built on it.
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { Button } from '../kit/Button';
import { FormAlert } from '../kit/fields';
import { reducedMotionQuery, themeOf } from '../kit/theme';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  /** Buttons at the bottom, e.g. Cancel and Save. */
  footer?: ReactNode;
  /** What gets focus on open; otherwise the first focusable in the content and footer, then Close. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(root: HTMLElement | null): HTMLElement[] {
  if (!root) return [];
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

// Open dialogs, topmost last: only the topmost traps focus, and the page scrolls again after the last.
const stack: HTMLElement[] = [];
let savedOverflow = '';

function lockScroll() {
  if (stack.length === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
}

function unlockScroll() {
  if (stack.length === 0) document.body.style.overflow = savedOverflow;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: translateY(0); }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  /* Above the top bar and the mobile sidebar's overlay. */
  z-index: ${(p) => themeOf(p.theme).zIndex.overlay + 10};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${(p) => themeOf(p.theme).spacing.md};
  background: ${(p) => themeOf(p.theme).colors.overlay};
  animation: ${fadeIn} 0.15s ease-out;

  @media ${reducedMotionQuery} {
    animation: none;
  }
`;

const Panel = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 560px;
  max-height: calc(100vh - 2 * ${(p) => themeOf(p.theme).spacing.md});
  max-height: calc(100dvh - 2 * ${(p) => themeOf(p.theme).spacing.md});
  border: 1px solid ${(p) => themeOf(p.theme).colors.border};
  border-radius: ${(p) => themeOf(p.theme).radii.lg};
  background: ${(p) => themeOf(p.theme).colors.background};
  color: ${(p) => themeOf(p.theme).colors.text};
  font-family: ${(p) => themeOf(p.theme).fonts.body};
  box-shadow: ${(p) => themeOf(p.theme).shadows.lg};
  animation: ${rise} 0.2s ease-out;

  &:focus-visible {
    outline: 3px solid ${(p) => themeOf(p.theme).colors.focusRing};
    outline-offset: 2px;
  }
  @media ${reducedMotionQuery} {
    animation: none;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${(p) => themeOf(p.theme).spacing.sm};
  padding: ${(p) => themeOf(p.theme).spacing.md} ${(p) => themeOf(p.theme).spacing.lg};
  border-bottom: 1px solid ${(p) => themeOf(p.theme).colors.border};

  h2 {
    margin: 0;
    padding-top: 6px;
    font-size: ${(p) => themeOf(p.theme).fontSizes.lg};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: ${(p) => themeOf(p.theme).spacing.lg};
  line-height: 1.5;
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${(p) => themeOf(p.theme).spacing.sm};
  padding: ${(p) => themeOf(p.theme).spacing.md} ${(p) => themeOf(p.theme).spacing.lg};
  border-top: 1px solid ${(p) => themeOf(p.theme).colors.border};
`;

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function OpenDialog({ title, onClose, children, footer, initialFocusRef }: Omit<DialogProps, 'open'>) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pressedOnOverlay = useRef(false);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    lockScroll();
    stack.push(panel);

    const content = focusables(panel).filter((element) => element !== closeRef.current);
    (initialFocusRef?.current ?? content[0] ?? closeRef.current ?? panel).focus();

    // Focus that lands outside (a click on the page behind, a script) comes back in.
    const keepFocusIn = (event: FocusEvent) => {
      if (stack[stack.length - 1] !== panel) return;
      if (event.target instanceof Node && !panel.contains(event.target)) {
        (focusables(panel)[0] ?? panel).focus();
      }
    };
    document.addEventListener('focusin', keepFocusIn);

    return () => {
      document.removeEventListener('focusin', keepFocusIn);
      stack.splice(stack.indexOf(panel), 1);
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocusRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Events from a nested dialog bubble here through the React tree: leave them to it.
    if (!(event.target instanceof Node) || !panelRef.current?.contains(event.target)) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(panelRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click that starts inside the dialog and ends on the overlay (a text selection) is not a dismissal.
  const onOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressedOnOverlay.current && event.target === event.currentTarget) onClose();
    pressedOnOverlay.current = false;
  };

  return (
    <Overlay data-dialog-overlay="" onMouseDown={onOverlayMouseDown} onClick={onOverlayClick}>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <Head>
          <h2 id={titleId}>{title}</h2>
          <Button ref={closeRef} variant="ghost" size="sm" aria-label="Close" onClick={() => onClose()}>
            <CloseIcon />
          </Button>
        </Head>
        <Body>{children}</Body>
        {footer && <Foot>{footer}</Foot>}
      </Panel>
    </Overlay>
  );
}

/** A modal dialog in a portal on document.body; renders nothing while closed. */
export function Dialog({ open, ...props }: DialogProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Paints the confirm button as danger (deleting, removing). */
  destructive?: boolean;
  /** The confirmed action is running: confirm shows a spinner, and nothing else closes the dialog. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const Message = styled.p`
  margin: 0;
`;

/** Asks before acting. Focus starts on Cancel, so an Enter pressed by habit does no harm. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog
      open={open}
      title={title}
      onClose={cancel}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="outline-primary" disabled={busy} onClick={cancel}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {typeof message === 'string' ? <Message>{message}</Message> : message}
    </Dialog>
  );
}

export interface FormDialogProps {
  title: string;
  /** The submit button's text ("Save the changes"). */
  saveLabel: string;
  cancelLabel?: string;
  /** Paints the submit button as danger (cancelling a service). */
  destructive?: boolean;
  /** Saving: Save spins, and Cancel, Escape and Close wait for the answer (closing would hide it). */
  busy?: boolean;
  /** Called on Save or Enter; the page never reloads. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** The form's accessible name; the title by default. */
  formLabel?: string;
  /** Said above the fields, before any refusal. */
  intro?: ReactNode;
  /** A refusal no field can show. */
  formError?: string;
  formRef?: Ref<HTMLFormElement>;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form in a dialog: Cancel and the submit button in the footer, tied to the form by its id, so
 * Enter in a field submits too. Focus starts on the first field.
 */
export function FormDialog({
  title,
  saveLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  busy = false,
  onSubmit,
  onClose,
  formLabel = title,
  intro,
  formError,
  formRef,
  children,
}: FormDialogProps) {
  const formId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event);
  };
  return (
    <Dialog
      open
      title={title}
      onClose={close}
      footer={
        <>
          <Button variant="outline-primary" disabled={busy} onClick={close}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant={destructive ? 'danger' : 'primary'} loading={busy}>
            {saveLabel}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} onSubmit={submit} noValidate aria-label={formLabel}>
        {intro}
        {formError && <FormAlert role="alert">{formError}</FormAlert>}
        {children}
      </form>
    </Dialog>
  );
}
