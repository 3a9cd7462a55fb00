// Where a rota mail's Accept / Decline link opens. Opening it answers nothing: mail scanners
// fetch links and some run the page's scripts. The page shows what is asked (a read that does not
// use the link) with both answers as buttons, the one the person clicked in the mail focused and
// first; pressing one answers, once. A link unknown, used or of a service held says so plainly.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { servingWhen } from '@church/contracts/rota-words';
import { pageTitle, pathTo } from '@church/contracts/site-map';
import type { RotaAnswer, ServingPlace } from '@church/contracts/teams';
import { errorMessage } from '@church/platform/http';
import { Link, useSearchParams } from '@church/platform/router';
import { Button } from 'shared_ui/Button';
import { Spinner } from 'shared_ui/Loader';
import { Card, Lead, PageColumn } from 'shared_ui/Page';
import { isRefusal, useAnswerPreview, useAnswerRota } from '../api/rota-answer';

export const NO_TOKEN_MESSAGE = 'This link is incomplete: open it again from the mail, whole.';
export const ANSWER_LABELS: Record<RotaAnswer, string> = { accept: 'Yes, I can serve', decline: 'No, I can’t' };

const Said = styled.p`
  margin: 0 0 ${(p) => p.theme.spacing.md};
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${(p) => p.theme.spacing.xs} ${(p) => p.theme.spacing.md};
  margin: 0 0 ${(p) => p.theme.spacing.md};
  overflow-wrap: anywhere;

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Answers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm};
  margin-bottom: ${(p) => p.theme.spacing.md};
`;

const Waiting = styled.div`
  display: flex;
  gap: ${(p) => p.theme.spacing.sm};
  align-items: center;
`;

const Dashboard = styled(Link)`
  color: ${(p) => p.theme.colors.primary};
  font-weight: 600;
`;

function ToDashboard() {
  return (
    <p>
      Your places and answers are on <Dashboard to={pathTo('members', 'dashboard')}>your dashboard</Dashboard> (you will be asked to sign in).
    </p>
  );
}

function Pending({ label }: { label: string }) {
  return (
    <Waiting>
      <Spinner size="sm" label={label} />
      <span aria-hidden="true">{label}…</span>
    </Waiting>
  );
}

/** A refusal's sentence (it says what to do), or a failure on the way with a retry. */
function Failed({ error, retry }: { error: unknown; retry: () => void }) {
  if (isRefusal(error)) return <Said role="alert">{errorMessage(error)}</Said>;
  return (
    <>
      <Said role="alert">{errorMessage(error)} Nothing was answered.</Said>
      <Said>
        <Button onClick={retry}>Try again</Button>
      </Said>
    </>
  );
}

function PlaceFacts({ place }: { place: ServingPlace }) {
  return (
    <Facts>
      <dt>Team</dt>
      <dd>{place.team_name}</dd>
      <dt>Position</dt>
      <dd>{place.position_name}</dd>
      <dt>Service</dt>
      <dd>{place.service_name}</dd>
      <dt>When</dt>
      <dd>{servingWhen(place)}</dd>
    </Facts>
  );
}

/** Both answers, the linked one first and focused, so Enter confirms what the mail's link said. */
function AnswerButtons({ linked, onAnswer }: { linked: RotaAnswer | null; onAnswer: (answer: RotaAnswer) => void }) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (linked) first.current?.focus();
  }, [linked]);
  const order: RotaAnswer[] = linked === 'decline' ? ['decline', 'accept'] : ['accept', 'decline'];
  return (
    <Answers>
      {order.map((answer, i) => (
        <Button
          key={answer}
          ref={i === 0 ? first : undefined}
          variant={answer === linked || (!linked && answer === 'accept') ? 'primary' : 'outline-primary'}
          onClick={() => onAnswer(answer)}
        >
          {ANSWER_LABELS[answer]}
        </Button>
      ))}
    </Answers>
  );
}

export function RotaAnswerPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const linkedAnswer = params.get('answer');
  const linked = linkedAnswer === 'accept' || linkedAnswer === 'decline' ? linkedAnswer : null;
  const preview = useAnswerPreview(token);
  const answer = useAnswerRota();
  const send = (chosen: RotaAnswer) => answer.mutate({ token, answer: chosen });

  let outcome;
  if (!token) {
    outcome = <Said role="alert">{NO_TOKEN_MESSAGE}</Said>;
  } else if (answer.isSuccess) {
    outcome = (
      <>
        <PlaceFacts place={answer.data.data} />
        <Said role="status">{answer.data.message}</Said>
      </>
    );
  } else if (answer.isError) {
    const lastAnswer = answer.variables.answer;
    outcome = <Failed error={answer.error} retry={() => send(lastAnswer)} />;
  } else if (answer.isPending) {
    outcome = <Pending label="Sending your answer" />;
  } else if (preview.isError) {
    outcome = <Failed error={preview.error} retry={() => void preview.refetch()} />;
  } else if (preview.isSuccess) {
    outcome = (
      <>
        {/* A swap's link: someone of the team asks the reader to take their place. */}
        {preview.data.swap?.direction === 'asked' ? (
          <Said>
            <strong>{preview.data.swap.full_name}</strong> cannot serve and asks if you can take their place as <strong>{preview.data.position_name}</strong> (
            {preview.data.team_name}).
          </Said>
        ) : (
          <Said>
            <strong>{preview.data.team_name}</strong> asks if you can serve as <strong>{preview.data.position_name}</strong>.
          </Said>
        )}
        <PlaceFacts place={preview.data} />
        <AnswerButtons linked={linked} onAnswer={send} />
      </>
    );
  } else {
    outcome = <Pending label="Reading what you are asked" />;
  }

  return (
    <PageColumn>
      <h1>{pageTitle('public', 'rotaAnswer')}</h1>
      <Lead>Answer your team’s request from the link in its mail. Nothing is answered until you press a button.</Lead>
      <Card aria-label="Your answer" aria-busy={preview.isFetching || answer.isPending}>
        {outcome}
        <ToDashboard />
      </Card>
    </PageColumn>
  );
}
