import styled from 'styled-components';
import { auditChanges } from '@church/contracts/audit-words';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 2px;
  overflow-wrap: anywhere;
`;

const Field = styled.span`
  font-weight: 600;
`;

/** Each changed field on its line: "Roles: member → member, leader" (the arrow read as "to"). */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <>—</>;
  return (
    <List>
      {changes.map((change) => (
        <li key={change.field}>
          <Field>{change.label}:</Field> {change.before} <span aria-label="to">→</span> {change.after}
        </li>
      ))}
    </List>
  );
}
