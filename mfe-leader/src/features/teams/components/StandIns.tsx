// A place open again after a decline, filled in one tap: the people the scheduler would ask there,
// best first with why, each with an "Ask" button that puts them in the place and asks them at once.
import { errorMessage, HttpError } from '@church/platform/http';
import { Button } from 'shared_ui/Button';
import { type Spot, useAskStandIn, useStandIns } from '../api/teams';

/** Why the one tapped was not asked: the API names the person when they cannot stand in there. */
const refusal = (error: unknown) => (error instanceof HttpError && error.fieldErrors.person_id?.[0]) || errorMessage(error);

export function StandIns({ spot }: { spot: Spot }) {
  const standIns = useStandIns(spot);
  const ask = useAskStandIn();
  if (!standIns.data) return null;
  if (standIns.data.length === 0) return <p className="muted">Nobody else in the team is free to stand in.</p>;
  return (
    <>
      <p className="muted">Who could stand in, best first:</p>
      <ol aria-label="Stand-ins">
        {standIns.data.map((s) => (
          <li key={s.person_id}>
            {s.full_name} <span className="muted">({s.why})</span>{' '}
            <Button size="sm" variant="outline-primary" aria-label={`Ask ${s.full_name}`} loading={ask.isPending && ask.variables.person_id === s.person_id} disabled={ask.isPending} onClick={() => ask.mutate({ spot, person_id: s.person_id })}>
              Ask
            </Button>
          </li>
        ))}
      </ol>
      {ask.isError && <p role="alert">{refusal(ask.error)}</p>}
    </>
  );
}
