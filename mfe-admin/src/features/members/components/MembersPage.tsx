import { useEffect, useRef, useState } from 'react';
import { todayInChurch } from '@church/contracts/church-time';
import { pageIntro, pageTitle } from '@church/contracts/site-map';
import type { User } from '@church/contracts/user';
import { useCsvDownload } from '@church/platform/download';
import { renderRouterLink } from '@church/platform/router-link';
import { Button } from 'shared_ui/Button';
import { Card, Page } from 'shared_ui/Page';
import { ActiveToggleDialog } from './ActiveToggleDialog';
import { MemberFilterBar } from './MemberFilterBar';
import { MemberFormDialog } from './MemberFormDialog';
import { MembersList } from './MembersList';
import { DEFAULT_SORT, useMemberFilters } from '../hooks/useMemberFilters';

/** The dialog open, if any: the new-member form, a person's edit form, or the confirmation to (de)activate them. */
type OpenDialog = { kind: 'create' } | { kind: 'edit'; member: User } | { kind: 'toggle'; member: User } | null;

/** /dashboard/admin/members: the church's people, with their roles, units and status; add, edit, (de)activate, invite. */
export function MembersPage() {
  const { filters, status, sort, page, update } = useMemberFilters();
  // The directory with the list's filters.
  const csv = useCsvDownload('/members/export.csv');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const filtered = Boolean(filters.search || filters.role || filters.unit_id) || status !== 'active';

  // A deactivated person leaves the list of active people with the button that opened the
  // dialog: focus then goes to the results rather than being lost.
  const resultsRef = useRef<HTMLDivElement>(null);
  const hadDialog = useRef(false);
  useEffect(() => {
    if (dialog === null && hadDialog.current && document.activeElement === document.body) resultsRef.current?.focus();
    hadDialog.current = dialog !== null;
  }, [dialog]);

  return (
    <Page
      title={pageTitle('admin', 'members')}
      renderLink={renderRouterLink}
      description={pageIntro('admin', 'members')}
      actions={
        <>
          <Button variant="outline-primary" loading={csv.downloading} onClick={() => csv.download(`members-${todayInChurch()}.csv`, { ...filters })}>
            Export CSV
          </Button>
          <Button onClick={() => setDialog({ kind: 'create' })}>Add a member</Button>
        </>
      }
    >
      <Card aria-labelledby="directory-title">
        <h2 id="directory-title">Directory</h2>
        <MemberFilterBar filters={filters} status={status} sort={sort} update={update} />
        {/* Focusable from script only (see above). */}
        <div ref={resultsRef} tabIndex={-1}>
          <MembersList
            filters={filters}
            sort={sort}
            page={page}
            filtered={filtered}
            onSortChange={(next) => update({ sort: next === DEFAULT_SORT ? null : next })}
            onPageChange={(next) => update({ page: next })}
            onEdit={(member) => setDialog({ kind: 'edit', member })}
            onToggleActive={(member) => setDialog({ kind: 'toggle', member })}
          />
        </div>
      </Card>
      {dialog?.kind === 'create' && <MemberFormDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <MemberFormDialog member={dialog.member} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'toggle' && <ActiveToggleDialog member={dialog.member} onClose={() => setDialog(null)} />}
    </Page>
  );
}
