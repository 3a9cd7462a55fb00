// The serving card's calendar subscription: a secret link of one's own serving dates that a
// calendar app keeps up to date. Made on a press only (making one replaces the last one), then
// shown to open in a calendar app or to copy.
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@church/platform/http';
import { Button } from 'shared_ui/Button';
import { themeOf } from 'shared_ui/theme';
import { useCalendarLink } from '../api/calendar-link';

const Box = styled.div`
  margin-top: ${(p) => themeOf(p.theme).spacing.md};

  code {
    display: block;
    margin: ${(p) => themeOf(p.theme).spacing.xs} 0;
    overflow-wrap: anywhere;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => themeOf(p.theme).spacing.sm};
`;

/** The same feed by the webcal scheme, which calendar apps open as a subscription. */
export const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:');

export const MAKE_LINK_LABEL = 'Add my serving dates to my calendar';

export function CalendarLink() {
  const link = useCalendarLink();
  const [copied, setCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);
  const made = link.data;
  return (
    <Box>
      {!made && (
        <Button size="sm" variant="outline-primary" loading={link.isPending} onClick={() => link.mutate()}>
          {MAKE_LINK_LABEL}
        </Button>
      )}
      {link.isError && <p role="alert">{errorMessage(link.error)}</p>}
      {made && (
        <div role="status">
          <p>{made.message}</p>
          <code>{made.data.url}</code>
          <Row>
            <a href={webcalOf(made.data.url)}>Open in my calendar app</a>
            {canCopy && (
              <Button size="sm" variant="outline-primary" onClick={() => navigator.clipboard.writeText(made.data.url).then(() => setCopied(true), () => setCopied(false))}>
                {copied ? 'Copied' : 'Copy the link'}
              </Button>
            )}
          </Row>
        </div>
      )}
    </Box>
  );
}
