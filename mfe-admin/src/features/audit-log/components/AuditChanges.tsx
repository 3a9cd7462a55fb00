import styled from 'styled-components';
import { auditChangeLines } from '@church/contracts/audit-words';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 2px;
  overflow-wrap: anywhere;
`;

/** An entry in words, a line each: "Created Choir with …", "Removed Member: Ada Obi", "Roles: member → member, leader" (the arrow read as "to"). */
export function AuditChanges({ action, before, after }: { action: string; before: unknown; after: unknown }) {
  const lines = auditChangeLines(action, before, after);
  if (lines.length === 0) return <>—</>;
  return (
    <List>
      {lines.map((line) => (
        <li key={line}>
          {line.split(' → ').map((part, index) => (
            <span key={index}>
              {index > 0 && <span aria-label="to"> → </span>}
              {part}
            </span>
          ))}
        </li>
      ))}
    </List>
  );
}
