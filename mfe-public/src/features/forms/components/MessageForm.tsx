import { Button } from 'shared_ui/Button';
import type { formRequestSchemas } from '@church/contracts/forms';
import { FORM_SUCCESS_MESSAGES, type FormType } from '@church/contracts/form-types';
import { lazySchema } from '@church/platform/use-schema-form';
import { CheckboxField, TextField } from 'shared_ui/fields';
import { FieldRow } from 'shared_ui/Page';
import { FormStatus } from '../../../shared/components/FormStatus';
import { useFormSubmission } from '../../../shared/hooks/useFormSubmission';
import { phoneHint } from '../../../shared/phone-hint';
import { sendFormMutation } from '../api/send-form';
import { FORM_KIND_TEXT } from './form-kinds';

interface Values extends Record<string, string | boolean> {
  name: string;
  email: string;
  phone: string;
  message: string;
  is_anonymous: boolean;
  share_consent: boolean;
}

const INITIAL: Values = { name: '', email: '', phone: '', message: '', is_anonymous: false, share_consent: false };

// Each kind sends only its own fields (the API's schema rejects nothing extra, but stays honest).
function inputFor(kind: FormType, values: Values) {
  const base = { name: values.name, email: values.email, phone: values.phone, message: values.message };
  if (kind === 'prayer') return { ...base, is_anonymous: values.is_anonymous };
  if (kind === 'testimony') return { ...base, share_consent: values.share_consent };
  return base;
}

// Each kind's rules (with zod), loaded when its form is first used: the page paints and starts
// without them.
const loadRules = (kind: FormType) => lazySchema<(typeof formRequestSchemas)[FormType]>(() => import('@church/contracts/forms').then((forms) => forms.formRequestSchemas[kind]));
const KIND_RULES = { question: loadRules('question'), prayer: loadRules('prayer'), testimony: loadRules('testimony') };

export function MessageForm({ kind, labelledBy }: { kind: FormType; labelledBy: string }) {
  const text = FORM_KIND_TEXT[kind];
  const { form, status, submit, pending } = useFormSubmission({
    schema: KIND_RULES[kind],
    initial: INITIAL,
    toInput: (values) => inputFor(kind, values),
    mutation: sendFormMutation(kind),
    sentMessage: () => ({ message: FORM_SUCCESS_MESSAGES[kind], tone: 'success' }),
  });
  const { values, errors, set } = form;
  const anonymous = kind === 'prayer' && values.is_anonymous;

  return (
    <form method="post" ref={form.formRef} onSubmit={submit} noValidate aria-labelledby={labelledBy} data-testid={`${kind}-form`}>
      <p>{text.intro}</p>
      {kind === 'prayer' && (
        <CheckboxField
          label="Keep my prayer request anonymous"
          name="is_anonymous"
          checked={values.is_anonymous}
          onChange={(checked) => set('is_anonymous', checked)}
          hint="Your name is then not recorded with the request."
        />
      )}
      {anonymous ? null : (
        <TextField label="Your name" name="name" autoComplete="name" value={values.name} onChange={(value) => set('name', value)} error={errors.name} />
      )}
      <FieldRow>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          optional
          value={values.email}
          onChange={(value) => set('email', value)}
          error={errors.email}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          optional
          value={values.phone}
          onChange={(value) => set('phone', value)}
          error={errors.phone}
          hint={phoneHint(values.phone)}
        />
      </FieldRow>
      <TextField label={text.messageLabel} name="message" multiline value={values.message} onChange={(value) => set('message', value)} error={errors.message} />
      {kind === 'testimony' && (
        <CheckboxField
          label="The church may share my testimony"
          name="share_consent"
          checked={values.share_consent}
          onChange={(checked) => set('share_consent', checked)}
          hint="For example in a service or a newsletter. Leave it unticked to keep it private."
        />
      )}
      <FormStatus status={status} testId={`${kind}-form`} />
      <Button type="submit" loading={pending}>
        {text.submit}
      </Button>
    </form>
  );
}
