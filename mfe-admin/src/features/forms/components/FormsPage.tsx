import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { FORM_TYPES, type FormMessage, type FormType } from '@church/contracts/forms';
import { pageTitle } from '@church/contracts/site-map';
import { renderRouterLink } from '@church/platform/router-link';
import { Card, Page, Tabs, VisuallyHidden } from 'shared_ui/Page';
import { themeOf } from 'shared_ui/theme';
import { type FormMessagesQuery, useFormMessages } from '../api/form-messages';
import { FormFilterBar } from './FormFilterBar';
import { FORMS_PER_PAGE, FormMessagesList } from './FormMessagesList';
import { MessageDialog } from './MessageDialog';
import { TAB_LABELS } from './message-words';
import { useFormFilters } from '../hooks/useFormFilters';

const Count = styled.span`
  display: inline-block;
  min-width: 1.5em;
  margin-inline-start: ${(p) => themeOf(p.theme).spacing.xs};
  padding: 0 6px;
  border-radius: ${(p) => themeOf(p.theme).radii.pill};
  background: ${(p) => themeOf(p.theme).badge.warning.bg};
  color: ${(p) => themeOf(p.theme).badge.warning.fg};
  font-size: ${(p) => themeOf(p.theme).fontSizes.sm};
`;

/** A tab's name with its unread messages ("Questions 3 unread"); nothing when none is unread. */
function TabLabel({ type, unread }: { type: FormType; unread: number | undefined }) {
  return (
    <>
      {TAB_LABELS[type]}
      {unread ? (
        <>
          {' '}
          <Count>
            {unread}
            <VisuallyHidden> unread</VisuallyHidden>
          </Count>
        </>
      ) : null}
    </>
  );
}

/** /dashboard/admin/forms: the questions, prayer requests and testimonies sent through the public forms; read, answer by email, archive. */
export function FormsPage() {
  const { filters, page, update } = useFormFilters();
  const query: FormMessagesQuery = {
    type: filters.type,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.consentOnly ? { consent: true as const } : {}),
    page,
    per_page: FORMS_PER_PAGE,
  };
  const list = useFormMessages(query);
  const [open, setOpen] = useState<FormMessage | null>(null);
  const unread = list.data?.unread;
  const tabs = FORM_TYPES.map((type) => ({ id: type, label: <TabLabel type={type} unread={unread?.[type]} /> }));

  // An archived (or restored) message leaves the list with the button that opened it: focus then
  // goes to the results rather than being lost.
  const resultsRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open === null && wasOpen.current && document.activeElement === document.body) resultsRef.current?.focus();
    wasOpen.current = open !== null;
  }, [open]);

  return (
    <Page
      title={pageTitle('admin', 'forms')}
      renderLink={renderRouterLink}
      description="Questions, prayer requests and testimonies sent through the public forms. Read them, answer by email, and archive what is done. The number on a tab counts its unread messages, archived ones aside."
    >
      <Card aria-labelledby="forms-inbox-title">
        <h2 id="forms-inbox-title">Inbox</h2>
        <Tabs label="Kind of message" idPrefix="forms-kind" fitted tabs={tabs} selected={filters.type} onSelect={(id) => update({ tab: id, consent: null })}>
          <FormFilterBar filters={filters} update={update} />
          {/* Focusable from script only (see above). */}
          <div ref={resultsRef} tabIndex={-1}>
            <FormMessagesList filters={filters} list={list} onPageChange={(next) => update({ page: next })} onOpen={setOpen} />
          </div>
        </Tabs>
      </Card>
      {open && <MessageDialog message={open} onClose={() => setOpen(null)} />}
    </Page>
  );
}
