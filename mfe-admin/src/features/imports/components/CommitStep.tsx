// Step 4: the Import button, held back (with the reason said) while any row has an error or the
// preview is being checked again; for members, whether to send the new ones their invitations.
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from 'shared_ui/Button';
import { CheckboxField, FormAlert } from 'shared_ui/fields';
import { themeOf } from 'shared_ui/theme';
import { plural } from './PreviewStep';

const Reason = styled.p`
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.md};
  font-weight: 600;
`;

export interface CommitStepProps {
  rowsInError: number;
  rowsTotal: number;
  checking: boolean;
  /** Offered for a members file only. */
  inviteOffered: boolean;
  invite: boolean;
  onInviteChange: (invite: boolean) => void;
  onCommit: () => void;
  /** The API's refusal of the commit, if any. */
  refusal: string | null;
}

export function CommitStep({ rowsInError, rowsTotal, checking, inviteOffered, invite, onInviteChange, onCommit, refusal }: CommitStepProps) {
  const id = useId();
  const reason = checking
    ? 'The preview is being checked again with the new choices.'
    : rowsInError > 0
      ? `Nothing can be imported while ${plural(rowsInError, 'row has', 'rows have')} errors: choose other columns above, or correct the file and choose it again.`
      : rowsTotal === 0
        ? 'The file has no rows to import.'
        : null;
  return (
    <>
      {inviteOffered && (
        <CheckboxField
          label="Also send invitations to new members"
          name="invite"
          checked={invite}
          onChange={onInviteChange}
          hint="Each new member with an email gets a link to set their password. Off: they are added without a mail."
        />
      )}
      {refusal && <FormAlert role="alert">{refusal}</FormAlert>}
      {reason ? (
        <Reason id={`${id}-reason`}>{reason}</Reason>
      ) : (
        <Reason id={`${id}-reason`}>All or nothing: if any row cannot be written, nothing is imported.</Reason>
      )}
      <Button onClick={onCommit} disabled={reason !== null} aria-describedby={`${id}-reason`}>
        Import {plural(rowsTotal, 'row')}
      </Button>
    </>
  );
}
