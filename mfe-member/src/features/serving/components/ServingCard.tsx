// The member dashboard's serving card: "You serve on Sunday: Sound desk". Each place on a rota
// from today, its answer in words, with Accept / Decline while the answer may still change (an
// asked or accepted place; a declined one was offered to others, so it is the leader's). Left out
// when the person serves nowhere.
import styled from 'styled-components';
import { PLACE_STATE_WORDS, servingWhen } from '@church/contracts/rota-words';
import { weekdayOf } from '@church/contracts/church-time';
import type { RotaAnswer, ServingPlace } from '@church/contracts/teams';
import { errorMessage } from '@church/platform/http';
import { Button } from 'shared_ui/Button';
import { Card } from 'shared_ui/Page';
import { themeOf } from 'shared_ui/theme';
import { useAnswerServing, useServing } from '../api/serving';
import { CardRows } from '../../../shared/cards/CardRows';

const Answers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p.theme).spacing.sm};
  margin-top: ${(p) => themeOf(p.theme).spacing.xs};
`;

const Said = styled.p`
  margin: ${(p) => themeOf(p.theme).spacing.sm} 0 0;
  overflow-wrap: anywhere;
`;

const ANSWER_WORDS: Record<RotaAnswer, string> = { accept: 'Accept', decline: 'Decline' };

/** The answers a place can still be given: none once declined, and not the one it already has. */
const answersFor = (place: ServingPlace): RotaAnswer[] =>
  place.state === 'asked' ? ['accept', 'decline'] : place.state === 'accepted' ? ['decline'] : [];

/** The card's title: the next place the person has said yes to, else the plain word. */
function headline(places: ServingPlace[]): string {
  const next = places.find((place) => place.state === 'accepted');
  return next ? `You serve on ${weekdayOf(next.date)}: ${next.position_name}` : 'Serving';
}

export function ServingCard() {
  const serving = useServing();
  const answer = useAnswerServing();
  if (!serving.data || serving.data.length === 0) return null;
  const places = serving.data;
  return (
    <Card aria-labelledby="serving-title" data-testid="serving" style={{ marginTop: '16px' }}>
      <h2 id="serving-title">{headline(places)}</h2>
      <CardRows>
        {places.map((place) => (
          <li key={place.id}>
            <strong>
              {place.position_name} ({place.team_name})
            </strong>
            <span>
              {place.service_name}, <time dateTime={place.starts_at}>{servingWhen(place)}</time>
            </span>
            <span className="muted">{PLACE_STATE_WORDS[place.state]}</span>
            {answersFor(place).length > 0 && (
              <Answers>
                {answersFor(place).map((choice) => (
                  <Button
                    key={choice}
                    size="sm"
                    variant={choice === 'accept' ? 'primary' : 'outline-primary'}
                    aria-label={`${ANSWER_WORDS[choice]}: ${place.position_name} on ${servingWhen(place)}`}
                    loading={answer.isPending && answer.variables.placeId === place.id && answer.variables.answer === choice}
                    disabled={answer.isPending}
                    onClick={() => answer.mutate({ placeId: place.id, answer: choice })}
                  >
                    {ANSWER_WORDS[choice]}
                  </Button>
                ))}
              </Answers>
            )}
          </li>
        ))}
      </CardRows>
      {answer.isSuccess && <Said role="status">{answer.data.message}</Said>}
      {answer.isError && <Said role="alert">{errorMessage(answer.error)}</Said>}
    </Card>
  );
}
