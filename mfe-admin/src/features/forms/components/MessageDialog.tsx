import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { type FormMessage, NO_EMAIL_TO_REPLY_MESSAGE, type UpdateForm } from '@church/contracts/forms';
import { errorMessage } from '@church/platform/http';
import { notifier } from '@church/platform/notifier';
import { Button } from 'shared_ui/Button';
import { Dialog } from 'shared_ui/Dialog';
import { QueryState } from 'shared_ui/QueryState';
import { themeOf } from 'shared_ui/theme';
import { useFormMessage } from '../api/form-message';
import { useUpdateFormMessage } from '../api/update-form-message';
import { MessageDetails, Section } from './MessageDetails';
import { KIND_TITLES, senderName } from './message-words';
import { ReplyForm } from './ReplyForm';
import { ReplyHistory } from './ReplyHistory';

// Where focus starts: the message itself, not an action a habitual Enter would trigger.
const Content = styled.div`
  &:focus-visible {
    outline: 3px solid ${(p) => themeOf(p.theme).colors.focusRing};
    outline-offset: 4px;
  }
`;

/** Opening an unread message marks it read, once per opening (the counts then refresh). */
function useMarkReadOnOpen(message: FormMessage) {
  const { mutate } = useUpdateFormMessage();
  const sent = useRef(false);
  useEffect(() => {
    if (message.read_at || sent.current) return;
    sent.current = true;
    mutate({ id: message.id, body: { read: true } }, { onError: (error) => notifier.error(errorMessage(error)) });
  }, [message, mutate]);
}

export interface MessageDialogProps {
  /** The list's row: the title and actions show at once, the full message when it has loaded. */
  message: FormMessage;
  onClose: () => void;
}

/** One message in full with its replies; mark it unread, archive or restore it, answer it by email. */
export function MessageDialog({ message, onClose }: MessageDialogProps) {
  useMarkReadOnOpen(message);
  const details = useFormMessage(message.id);
  const change = useUpdateFormMessage();
  const current = details.data ?? message;
  const contentRef = useRef<HTMLDivElement>(null);

  // Each action is done with this message: it leaves the list (or goes back to unread), so the dialog closes.
  const act = (body: UpdateForm) =>
    change.mutate(
      { id: message.id, body },
      {
        onSuccess: (result) => {
          notifier.success(result.message);
          onClose();
        },
        onError: (error) => notifier.error(errorMessage(error)),
      },
    );
  const pending = change.isPending ? change.variables?.body : undefined;
  const unmarking = pending?.read === false;
  const archiving = pending?.archived !== undefined;
  // Closing while an action runs would hide its outcome.
  const close = () => !change.isPending && onClose();

  return (
    <Dialog
      open
      title={`${KIND_TITLES[message.type]} from ${senderName(message)}`}
      onClose={close}
      initialFocusRef={contentRef}
      footer={
        // The running action's button stays focusable (busy); the other one waits.
        <>
          {current.read_at && (
            <Button variant="outline-primary" loading={unmarking} disabled={archiving} onClick={() => act({ read: false })}>
              Mark unread
            </Button>
          )}
          <Button variant="outline-primary" loading={archiving} disabled={unmarking} onClick={() => act({ archived: !current.archived_at })}>
            {current.archived_at ? 'Restore' : 'Archive'}
          </Button>
        </>
      }
    >
      <Content ref={contentRef} tabIndex={-1}>
        <QueryState query={details} loadingLabel="Loading the message">
          {(full) => (
            <>
              <MessageDetails message={full} />
              <ReplyHistory replies={full.replies} />
              {full.email ? (
                <ReplyForm messageId={full.id} email={full.email} />
              ) : (
                <Section>
                  <p>{`${NO_EMAIL_TO_REPLY_MESSAGE}${full.phone ? ` You can call or text them on ${full.phone}.` : ''}`}</p>
                </Section>
              )}
            </>
          )}
        </QueryState>
      </Content>
    </Dialog>
  );
}
