// The bell's panel: the person's notifications, newest first, unread ones marked; each opens its
// page and is then read. "Mark all read", more on request, and where to choose what is mailed.
import { useEffect, useId } from 'react';
import styled, { css } from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { formatShortDate, relativeTime } from '@church/contracts/relative-time';
import { pathTo } from '@church/contracts/site-map';
import { Link } from '@church/platform/router';
import { Button } from 'shared_ui/Button';
import { VisuallyHidden } from 'shared_ui/Page';
import { QueryState } from 'shared_ui/QueryState';
import { UNREAD_COUNT_KEY } from '../api/keys';
import { useMarkRead } from '../api/mark-read';
import { useNotificationList, type NotificationItem } from '../api/notifications';

/** Where "Choose what is mailed to you" goes: the profile's notifications section. */
export const PREFERENCES_PATH = `${pathTo('members', 'profile')}#notifications`;

/** A path of this site (never another origin), or null. */
export function sitePath(link: string | null): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') && !link.includes('\\') ? link : null;
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm};
  align-items: center;
  justify-content: space-between;
  padding: ${(p) => p.theme.spacing.sm} ${(p) => p.theme.spacing.md};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};

  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.md};
  }
`;

const Scroll = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const entryBox = css`
  display: grid;
  grid-template-columns: 12px minmax(0, 1fr);
  gap: 2px ${(p) => p.theme.spacing.sm};
  padding: ${(p) => p.theme.spacing.sm} ${(p) => p.theme.spacing.md};
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  overflow-wrap: anywhere;
`;

const EntryLink = styled(Link)`
  ${entryBox}

  &:hover {
    background: ${(p) => p.theme.colors.surfaceAlt};
  }

  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focusRing};
    outline-offset: -3px;
  }
`;

const EntryText = styled.div`
  ${entryBox}
`;

const Entry = styled.li<{ $unread: boolean }>`
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => (p.$unread ? p.theme.colors.surface : 'transparent')};

  .title {
    grid-column: 2;
    font-weight: ${(p) => (p.$unread ? 700 : 400)};
  }

  .body,
  .when {
    grid-column: 2;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const Dot = styled.span`
  grid-row: 1;
  grid-column: 1;
  align-self: center;
  width: 8px;
  height: 8px;
  border-radius: ${(p) => p.theme.radii.round};
  background: ${(p) => p.theme.colors.primary};
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm};
  align-items: center;
  justify-content: space-between;
  padding: ${(p) => p.theme.spacing.sm} ${(p) => p.theme.spacing.md};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  font-size: ${(p) => p.theme.fontSizes.sm};

  a {
    color: ${(p) => p.theme.colors.primary};
  }
`;

const MarkOne = styled.div`
  grid-column: 2;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${(p) => p.theme.spacing.sm};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.spacing.lg} ${(p) => p.theme.spacing.md};
  color: ${(p) => p.theme.colors.textMuted};
`;

function EntryContent({ item }: { item: NotificationItem }) {
  const unread = item.read_at === null;
  return (
    <>
      {unread && <Dot aria-hidden="true" />}
      <span className="title">
        {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
        {item.title}
      </span>
      {item.body && <span className="body">{item.body}</span>}
      <time className="when" dateTime={item.created_at} title={formatShortDate(item.created_at)}>
        {relativeTime(item.created_at)}
      </time>
    </>
  );
}

export interface NotificationPanelProps {
  /** Called when an entry or a link takes the person to another page (the panel closes). */
  onNavigate: () => void;
}

export function NotificationPanel({ onNavigate }: NotificationPanelProps) {
  const titleId = useId();
  const list = useNotificationList();
  const markRead = useMarkRead();
  const queryClient = useQueryClient();
  const unread = list.data?.pages[0]?.unread;
  // The list's count is the newest: the bell shows it too.
  useEffect(() => {
    if (unread !== undefined) queryClient.setQueryData(UNREAD_COUNT_KEY, unread);
  }, [queryClient, unread]);
  const items = list.data?.pages.flatMap((page) => page.data);

  const open = (item: NotificationItem) => {
    if (item.read_at === null) markRead.mutate({ ids: [item.id] });
    onNavigate();
  };

  return (
    <>
      <Head>
        <h2 id={titleId}>Notifications</h2>
        <Button size="sm" variant="ghost" disabled={!unread} loading={markRead.isPending && markRead.variables && 'all' in markRead.variables} onClick={() => markRead.mutate({ all: true })}>
          Mark all read
        </Button>
      </Head>
      <Scroll>
        <QueryState
          query={{ data: items, isError: list.isError, refetch: list.refetch }}
          loadingLabel="Loading your notifications"
          isEmpty={(data) => data.length === 0}
          empty={<Empty>Nothing yet. A visitor assigned to you, a follow-up that falls due and the like will show here.</Empty>}
        >
          {(data) => (
            <List aria-labelledby={titleId}>
              {data.map((item) => {
                const path = sitePath(item.link);
                return (
                  <Entry key={item.id} $unread={item.read_at === null}>
                    {path ? (
                      <EntryLink to={path} onClick={() => open(item)}>
                        <EntryContent item={item} />
                      </EntryLink>
                    ) : (
                      <EntryText>
                        <EntryContent item={item} />
                        {item.read_at === null && (
                          <MarkOne>
                            <Button size="sm" variant="ghost" onClick={() => markRead.mutate({ ids: [item.id] })}>
                              Mark read<VisuallyHidden> {item.title}</VisuallyHidden>
                            </Button>
                          </MarkOne>
                        )}
                      </EntryText>
                    )}
                  </Entry>
                );
              })}
            </List>
          )}
        </QueryState>
        {list.hasNextPage && (
          <More>
            <Button size="sm" variant="outline-primary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              Load more
            </Button>
          </More>
        )}
      </Scroll>
      <Foot>
        <Link to={PREFERENCES_PATH} onClick={onNavigate}>
          Choose what is mailed to you
        </Link>
      </Foot>
    </>
  );
}
