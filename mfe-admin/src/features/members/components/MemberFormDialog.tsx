import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { createMemberSchema, INVITATION_TTL_DAYS, MEMBER_CREATED_MESSAGE, MEMBER_UPDATED_MESSAGE, updateMemberSchema } from '@church/contracts/members';
import type { User } from '@church/contracts/user';
import { notifier } from '@church/platform/notifier';
import { useSchemaForm, type SchemaForm } from '@church/platform/use-schema-form';
import { FormDialog } from 'shared_ui/Dialog';
import { themeOf } from 'shared_ui/theme';
import { useCreateMember } from '../api/create-member';
import { useUpdateMember } from '../api/update-member';
import { changedFields, createInput, editInput, type MemberFormValues, NEW_MEMBER, valuesOf } from './member-form-values';
import { MemberFormFields } from './MemberFormFields';

/** What happens once the person is added, said above the form. */
const Intro = styled.p`
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.md};
  color: ${(p) => themeOf(p.theme).colors.textMuted};
`;

export interface MemberFormDialogProps {
  /** The person to edit; none to add one. */
  member?: User;
  onClose: () => void;
}

/** Add a person (who is invited by email), or edit one: details, roles and units. */
export function MemberFormDialog({ member, onClose }: MemberFormDialogProps) {
  return member ? <EditMemberDialog member={member} onClose={onClose} /> : <CreateMemberDialog onClose={onClose} />;
}

function CreateMemberDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateMember();
  const form = useSchemaForm(createMemberSchema, NEW_MEMBER, { toInput: createInput });
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (result) => {
        notifier.success(result.message ?? MEMBER_CREATED_MESSAGE(result.data.email));
        onClose();
      },
      // A taken email (409) or a refused field (422) shows on its field; what was typed stays.
      onError: form.setServerErrors,
    }),
  );
  return (
    <MemberForm
      title="Add a member"
      saveLabel="Add the member"
      form={form}
      busy={create.isPending}
      onSubmit={submit}
      onClose={onClose}
      intro={<Intro>{`They are emailed a link to set their password (it works for ${INVITATION_TTL_DAYS} days). Leave the email empty for someone without sign-in (a child, a grandmother): no mail is sent.`}</Intro>}
    />
  );
}

function EditMemberDialog({ member, onClose }: { member: User; onClose: () => void }) {
  const update = useUpdateMember();
  const initial = valuesOf(member);
  const form = useSchemaForm(updateMemberSchema, initial, { toInput: editInput });
  const submit = form.handleSubmit((checked) => {
    // Only what changed is sent; roles and units, when changed, as whole sets.
    const body = changedFields(checked, initial);
    if (Object.keys(body).length === 0) {
      notifier.info('Nothing was changed.');
      onClose();
      return;
    }
    update.mutate(
      { id: member.id, body },
      {
        onSuccess: (result) => {
          notifier.success(result.message ?? MEMBER_UPDATED_MESSAGE);
          onClose();
        },
        onError: form.setServerErrors,
      },
    );
  });
  return (
    <MemberForm title={`Edit ${member.full_name}`} saveLabel="Save the changes" form={form} busy={update.isPending} onSubmit={submit} onClose={onClose} currentUnits={member.units} />
  );
}

interface MemberFormProps {
  title: string;
  saveLabel: string;
  form: Pick<SchemaForm<MemberFormValues, unknown>, 'values' | 'errors' | 'formError' | 'formRef' | 'set' | 'field'>;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  currentUnits?: User['units'];
  intro?: ReactNode;
}

function MemberForm({ title, saveLabel, form, busy, onSubmit, onClose, currentUnits, intro }: MemberFormProps) {
  return (
    <FormDialog title={title} saveLabel={saveLabel} busy={busy} onSubmit={onSubmit} onClose={onClose} intro={intro} formError={form.formError} formRef={form.formRef}>
      <MemberFormFields form={form} currentUnits={currentUnits} />
    </FormDialog>
  );
}
