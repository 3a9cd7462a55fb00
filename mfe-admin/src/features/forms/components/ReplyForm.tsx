import { replyRequestSchema } from '@church/contracts/forms';
import { notifier } from '@church/platform/notifier';
import { useSchemaForm } from '@church/platform/use-schema-form';
import { Button } from 'shared_ui/Button';
import { FormAlert, TextField } from 'shared_ui/fields';
import { useSendReply } from '../api/send-reply';
import { Section } from './MessageDetails';

export interface ReplyFormProps {
  messageId: number;
  /** The sender's address: only a message with one can be answered here. */
  email: string;
}

/** Answers the sender by email; the reply then joins the history above. */
export function ReplyForm({ messageId, email }: ReplyFormProps) {
  const send = useSendReply();
  const form = useSchemaForm(replyRequestSchema, { message: '' });
  const submit = form.handleSubmit((body) =>
    send.mutate(
      { id: messageId, body },
      {
        onSuccess: (result) => {
          notifier.success(result.message);
          form.reset();
        },
        // An empty or too long reply shows on the field, any other refusal above it; the text stays.
        onError: form.setServerErrors,
      },
    ),
  );
  return (
    <Section aria-labelledby="form-message-reply">
      <h3 id="form-message-reply">Reply by email</h3>
      <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="form-message-reply">
        {form.formError && <FormAlert role="alert">{form.formError}</FormAlert>}
        <TextField label="Your reply" multiline hint={`It is emailed to ${email}.`} {...form.field('message')} />
        <Button type="submit" loading={send.isPending}>
          Send reply
        </Button>
      </form>
    </Section>
  );
}
