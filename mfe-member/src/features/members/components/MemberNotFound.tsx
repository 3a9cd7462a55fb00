import { pathTo, type ReturnPath } from '@church/contracts/site-map';
import { Button } from 'shared_ui/Button';
import { EmptyState } from 'shared_ui/display';

export const MEMBER_NOT_FOUND = 'Member not found';

/**
 * One answer for a missing person, a person the viewer may not see (403) and an id that cannot
 * exist: the same words either way, so the page never tells whether someone exists.
 */
export function MemberNotFound({ back }: { back?: ReturnPath }) {
  const action = back ? <Button to={back.href} variant="outline-primary">Back to {back.title}</Button> : <Button to={pathTo('members', 'dashboard')} variant="outline-primary">Back to my dashboard</Button>;
  return (
    <div role="alert" data-testid="member-not-found">
      <EmptyState title={MEMBER_NOT_FOUND} action={action}>
        <p>There is no member here that you can see. Admins see everyone, leaders the people of the units they lead, and everyone their own details.</p>
      </EmptyState>
    </div>
  );
}
