import styled from 'styled-components';
import type { FormMessage } from '@church/contracts/forms';
import { Button } from 'shared_ui/Button';
import { type Column, DataTable } from 'shared_ui/DataTable';
import { EmptyState } from 'shared_ui/display';
import { Pagination } from 'shared_ui/Pagination';
import type { FormMessagesPage } from '../api/form-messages';
import { MessageBadges } from './MessageBadges';
import { ANONYMOUS, emptyTitle, firstLine, KIND_NOUNS, receivedAt, senderName, TAB_LABELS } from './message-words';
import type { FormFilters } from '../hooks/useFormFilters';

export const FORMS_PER_PAGE = 20;

// Unread rows read as unread in words (the badge) and in weight, never in colour alone.
const Line = styled.span<{ $unread: boolean }>`
  font-weight: ${(p) => (p.$unread ? 700 : 400)};
`;

/** "Read Ada Obi's question", "Read the anonymous prayer request". */
export function openLabel(message: FormMessage): string {
  const who = senderName(message);
  const noun = KIND_NOUNS[message.type];
  return who === ANONYMOUS ? `Read the anonymous ${noun}` : `Read ${who}'s ${noun}`;
}

export interface FormMessagesListProps {
  filters: FormFilters;
  list: { data?: FormMessagesPage; error: unknown; refetch: () => unknown };
  onPageChange: (page: number) => void;
  onOpen: (message: FormMessage) => void;
}

/** One kind's messages, newest first, a page at a time; each opens in full. */
export function FormMessagesList({ filters, list, onPageChange, onOpen }: FormMessagesListProps) {
  const columns: Column<FormMessage>[] = [
    { key: 'received', header: 'Received', render: (m) => <time dateTime={m.created_at}>{receivedAt(m.created_at)}</time> },
    // A long name or a pasted link breaks anywhere; "Anonymous" and short names stay whole.
    { key: 'from', header: 'From', breakAnywhere: true, render: (m) => <Line $unread={!m.read_at}>{senderName(m)}</Line> },
    { key: 'message', header: 'Message', breakAnywhere: true, render: (m) => <Line $unread={!m.read_at}>{firstLine(m.message)}</Line> },
    { key: 'status', header: 'Status', render: (m) => <MessageBadges message={m} /> },
    {
      key: 'open',
      header: 'Actions',
      render: (m) => (
        <Button variant="outline-primary" size="sm" onClick={() => onOpen(m)} aria-label={openLabel(m)}>
          Read
        </Button>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption={TAB_LABELS[filters.type]}
        columns={columns}
        rows={list.data?.data}
        rowKey={(m) => m.id}
        error={list.error}
        onRetry={() => list.refetch()}
        emptyState={
          <EmptyState title={emptyTitle(filters.type, filters.status, filters.consentOnly)}>
            {filters.status || filters.consentOnly ? 'Change or clear the filters to see more.' : 'New messages from the public forms arrive here.'}
          </EmptyState>
        }
      />
      {list.data && <Pagination label={`${TAB_LABELS[filters.type]} pages`} meta={list.data.meta} onPageChange={onPageChange} />}
    </>
  );
}
