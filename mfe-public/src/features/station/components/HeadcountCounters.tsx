import { useState } from 'react';
import styled from 'styled-components';
import { HEADCOUNT_CATEGORIES, HEADCOUNT_CATEGORY_LABELS, HEADCOUNT_DEFINITION, type HeadcountCategory, type StationHeadcount } from '@church/contracts/stations';
import { errorMessage } from '@church/platform/http';
import { Button } from 'shared_ui/Button';
import { FormAlert } from 'shared_ui/fields';
import { useCountHeadcount } from '../api/station-writes';
import type { StationLedger } from '../hooks/useStationLedger';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.spacing.sm};
  /* Wide enough for two large buttons and a count: narrower, the buttons pushed out of the box. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
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
  flex: 1;
  min-width: 0;
  font-size: 2rem;
  font-weight: 700;
  text-align: center;
`;

const Label = styled.strong`
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
`;

const Definition = styled.p`
  margin: ${(p) => p.theme.spacing.sm} 0 0;
  color: ${(p) => p.theme.colors.textMuted};
`;

/**
 * People counted without a name, by category: each tap on − or + is one change (−1 or +1) to this
 * station's count, sent at once or kept on the tablet until the connection returns. The count
 * shown is the server's plus the taps it does not hold yet, so leaving the view, another tablet's
 * taps or a late send never put back an older figure, and no tap replaces another.
 */
export function HeadcountCounters({ stationId, serviceId, headcounts, ledger }: {
  stationId: number;
  serviceId: number;
  headcounts: readonly StationHeadcount[];
  ledger: StationLedger;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const countHeadcount = useCountHeadcount();

  const tap = (category: HeadcountCategory, change: 1 | -1) =>
    countHeadcount.mutate({ stationId, serviceId, category, change }, {
      onSuccess: () => setFailure(null),
      onError: (error) => setFailure(`The last tap on ${HEADCOUNT_CATEGORY_LABELS[category].toLowerCase()} was not counted: ${errorMessage(error)}`),
    });

  return (
    <section aria-labelledby="headcounts-title">
      <h2 id="headcounts-title">Headcounts</h2>
      {failure && <FormAlert role="alert">{failure}</FormAlert>}
      <List>
        {HEADCOUNT_CATEGORIES.map((category) => {
          const label = HEADCOUNT_CATEGORY_LABELS[category];
          const server = headcounts.find((h) => h.category === category);
          const uncounted = ledger.uncountedHeadcount(serviceId, category);
          const own = Math.max(0, (server?.count ?? 0) + uncounted);
          return (
            <Counter key={category} aria-label={label}>
              <Label>{label}</Label>
              <Controls>
                <Button size="lg" variant="outline-primary" onClick={() => tap(category, -1)} disabled={own === 0} aria-label={`One fewer: ${label}`}>
                  −
                </Button>
                <Count aria-live="polite" aria-label={`${label} counted here`}>
                  {own}
                </Count>
                <Button size="lg" onClick={() => tap(category, 1)} aria-label={`One more: ${label}`}>
                  +
                </Button>
              </Controls>
              <Muted>{Math.max(0, (server?.total ?? 0) + uncounted)} at every door</Muted>
            </Counter>
          );
        })}
      </List>
      <Definition>{HEADCOUNT_DEFINITION}</Definition>
    </section>
  );
}
