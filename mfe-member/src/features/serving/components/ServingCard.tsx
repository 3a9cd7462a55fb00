// The member dashboard's serving card: "You serve on Sunday: Sound desk". Each place on a rota
// from today, its answer in words, with Accept / Decline while the answer may still change (an
// asked or accepted place; a declined one was offered to others, so it is the leader's). An
// accepted place can be handed on: "Find a replacement" lists who could take it, and the request
// waiting for an answer is shown; a place someone asks the person to take reads as asked, with who
// asks. The person's calendar link is offered beside their places. Left out when the person
// serves nowhere.
import { useState } from 'react';
import styled from 'styled-components';
import { PLACE_STATE_WORDS, servingWhen } from '@church/contracts/rota-words';
import { weekdayOf } from '@church/contracts/church-time';
import type { RotaAnswer, ServingPlace } from '@church/contracts/teams';
import { errorMessage } from '@church/platform/http';
import { Button } from 'shared_ui/Button';
import { Card } from 'shared_ui/Page';
import { themeOf } from 'shared_ui/theme';
import { useAskReplacement } from '../api/replacements';
import { useAnswerServing, useServing } from '../api/serving';
import { CardRows } from '../../../shared/cards/CardRows';
import { CalendarLink } from './CalendarLink';
import { ReplacementList } from './ReplacementList';

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

/** What a swap on the place says: who was asked to take it, or who asks the person to. */
function swapWords(place: ServingPlace): string | null {
  if (!place.swap) return null;
  return place.swap.direction === 'offered'
    ? `You asked ${place.swap.full_name} to take your place; you serve until they accept.`
    : `${place.swap.full_name} asks you to take their place.`;
}

/** The card's title: the next place the person has said yes to, else the plain word. */
function headline(places: ServingPlace[]): string {
  const next = places.find((place) => place.state === 'accepted');
  return next ? `You serve on ${weekdayOf(next.date)}: ${next.position_name}` : 'Serving';
}

export function ServingCard() {
  const serving = useServing();
  const answer = useAnswerServing();
  const ask = useAskReplacement();
  // The place whose replacements are listed, and which press spoke last (its sentence is said).
  const [finding, setFinding] = useState<number | null>(null);
  const [last, setLast] = useState<'answer' | 'ask'>('answer');
  const said = last === 'answer' ? answer : ask;
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
            {swapWords(place) && <span>{swapWords(place)}</span>}
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
                    onClick={() => {
                      setLast('answer');
                      answer.mutate({ placeId: place.id, answer: choice });
                    }}
                  >
                    {ANSWER_WORDS[choice]}
                  </Button>
                ))}
                {place.state === 'accepted' && !place.swap && (
                  <Button
                    size="sm"
                    variant="outline-primary"
                    aria-label={`Find a replacement: ${place.position_name} on ${servingWhen(place)}`}
                    aria-expanded={finding === place.id}
                    onClick={() => setFinding(finding === place.id ? null : place.id)}>
                    Find a replacement
                  </Button>
                )}
              </Answers>
            )}
            {finding === place.id && place.state === 'accepted' && !place.swap && (
              <ReplacementList
                place={place}
                asking={ask.isPending ? ask.variables.personId : null}
                onAsk={(personId) => {
                  setLast('ask');
                  ask.mutate({ placeId: place.id, personId }, { onSuccess: () => setFinding(null) });
                }}
              />
            )}
          </li>
        ))}
      </CardRows>
      {said.isSuccess && <Said role="status">{said.data.message}</Said>}
      {said.isError && <Said role="alert">{errorMessage(said.error)}</Said>}
      <CalendarLink />
    </Card>
  );
}
