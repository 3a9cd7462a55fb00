import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { HEADCOUNT_CATEGORIES, HEADCOUNT_CATEGORY_LABELS, HEADCOUNT_DEFINITION, type HeadcountCategory, type StationHeadcount } from '@church/contracts/stations';
import { errorMessage } from '@church/platform/http';
import { Button } from 'shared_ui/Button';
import { FormAlert } from 'shared_ui/fields';
import { useSetHeadcount } from '../api/station-writes';
import type { StationLedger } from '../hooks/useStationLedger';

/** Taps closer together than this are sent as one count. */
export const HEADCOUNT_SEND_DELAY_MS = 600;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.spacing.sm};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
`;

const Counter = styled.li`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  padding: ${(p) => p.theme.spacing.sm} ${(p) => p.theme.spacing.md};
  display: grid;
  gap: ${(p) => p.theme.spacing.xs};
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.spacing.sm};
`;

const Count = styled.output`
  font-size: 2rem;
  font-weight: 700;
  min-width: 3ch;
  text-align: center;
`;

const Muted = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
`;

const Definition = styled.p`
  margin: ${(p) => p.theme.spacing.sm} 0 0;
  color: ${(p) => p.theme.colors.textMuted};
`;

type Counts = Partial<Record<HeadcountCategory, number>>;

interface Scheduled {
  timer: ReturnType<typeof setTimeout>;
  send: () => void;
}

/**
 * People counted without a name, by category: − and + change this station's own count, shown at
 * once; the count is sent once the taps pause, one send at a time so the last count arrives last.
 * The count shown is the latest of: the taps not sent yet, the counts sent or waiting on the
 * tablet (the ledger), the server's figure. Leaving the view sends the taps at once, so the
 * counters opened again start from the count just made, never from an older figure.
 */
export function HeadcountCounters({ stationId, headcounts, ledger }: { stationId: number; headcounts: readonly StationHeadcount[]; ledger: StationLedger }) {
  // Taps not handed to the outbox yet.
  const [counted, setCounted] = useState<Counts>({});
  const [failure, setFailure] = useState<string | null>(null);
  const setHeadcount = useSetHeadcount();
  const scheduled = useRef(new Map<HeadcountCategory, Scheduled>());
  const sending = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    const waiting = scheduled.current;
    return () => waiting.forEach(({ timer, send }) => (clearTimeout(timer), send()));
  }, []);

  const server = (category: HeadcountCategory) => headcounts.find((h) => h.category === category);
  const ownCount = (category: HeadcountCategory) => counted[category] ?? ledger.pendingHeadcount(category) ?? server(category)?.count ?? 0;

  const change = (category: HeadcountCategory, by: 1 | -1) => {
    const count = Math.max(0, ownCount(category) + by);
    setCounted((current) => ({ ...current, [category]: count }));
    const send = () => {
      scheduled.current.delete(category);
      sending.current = sending.current.then(() =>
        setHeadcount.mutateAsync({ stationId, category, count }).then(
          () => {
            setFailure(null);
            // Handed over: the ledger (then the server's figure) holds it from now on.
            setCounted((current) => (current[category] === count ? { ...current, [category]: undefined } : current));
          },
          (error: unknown) => setFailure(`The count of ${HEADCOUNT_CATEGORY_LABELS[category].toLowerCase()} was not saved: ${errorMessage(error)}`),
        ),
      );
    };
    clearTimeout(scheduled.current.get(category)?.timer);
    scheduled.current.set(category, { timer: setTimeout(send, HEADCOUNT_SEND_DELAY_MS), send });
  };

  return (
    <section aria-labelledby="headcounts-title">
      <h2 id="headcounts-title">Headcounts</h2>
      {failure && <FormAlert role="alert">{failure}</FormAlert>}
      <List>
        {HEADCOUNT_CATEGORIES.map((category) => {
          const label = HEADCOUNT_CATEGORY_LABELS[category];
          const own = ownCount(category);
          // Every door's total: the others' counts, with this tablet's latest.
          const others = (server(category)?.total ?? 0) - (server(category)?.count ?? 0);
          return (
            <Counter key={category} aria-label={label}>
              <strong>{label}</strong>
              <Controls>
                <Button size="lg" variant="outline-primary" onClick={() => change(category, -1)} disabled={own === 0} aria-label={`One fewer: ${label}`}>
                  −
                </Button>
                <Count aria-live="polite" aria-label={`${label} counted here`}>
                  {own}
                </Count>
                <Button size="lg" onClick={() => change(category, 1)} aria-label={`One more: ${label}`}>
                  +
                </Button>
              </Controls>
              <Muted>{others + own} at every door</Muted>
            </Counter>
          );
        })}
      </List>
      <Definition>{HEADCOUNT_DEFINITION}</Definition>
    </section>
  );
}
