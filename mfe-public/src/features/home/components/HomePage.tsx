import { Suspense } from 'react';
import styled from 'styled-components';
import { Button } from 'shared_ui/Button';
import { churchConfig } from '@church/contracts/church-config';
import { pageTitle, pathTo } from '@church/contracts/site-map';
import { lazyPage } from '@church/platform/lazy-page';
import { useAuthState } from '@church/platform/use-auth';
import { Lead, PageColumn } from 'shared_ui/Page';
import { nextStepQueries } from '../api/next-step-queries';
import contributionImage from '../assets/contribution.svg';
import prayerImage from '../assets/prayer.svg';
import questionImage from '../assets/question.svg';
import testimonyImage from '../assets/testimony.svg';
import { Tile } from './Tile';

// The public home (docs/decisions/0002-public-home.md): open to everyone, under the shell's top bar.

// A signed-in person's next step, with its own code and data, loaded only for them.
const NextStep = lazyPage(() => import('./NextStep'), 'NextStep', nextStepQueries);

/**
 * The next step of a signed-in person, known only in the browser: the prerendered page and the
 * render that hydrates it are signed out (useAuthState), so a visitor's page holds no place for it
 * and nothing moves; a signed-in person sees it once it has its answers.
 */
function SignedInNextStep() {
  const { isAuthenticated } = useAuthState();
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      <NextStep />
    </Suspense>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm};
  margin-bottom: ${(p) => p.theme.spacing.xl};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: ${(p) => p.theme.spacing.lg};
`;

export function HomePage() {
  return (
    <PageColumn>
      <h1>{pageTitle('public', 'home')}</h1>
      <SignedInNextStep />
      <Lead>Ask a question, share a prayer request or tell us your testimony. New here? We would love to meet you.</Lead>
      <Actions>
        <Button to={`${pathTo('public', 'forms')}?tab=question`}>Ask a question</Button>
        <Button to={pathTo('public', 'welcome')} variant="outline-primary">
          First time here? Say hello
        </Button>
      </Actions>
      <Grid>
        <Tile testId="tile-contribution" title="Contribution" image={contributionImage} alt="Open hands holding gold coins" first>
          {churchConfig.contribution}
        </Tile>
        <Tile testId="tile-question" title="Send a question" to={`${pathTo('public', 'forms')}?tab=question`} image={questionImage} alt="Two speech bubbles, one with a question mark">
          Wondering about faith, the church or how to get involved? We will answer you.
        </Tile>
        <Tile testId="tile-prayer" title="Send a prayer request" to={`${pathTo('public', 'forms')}?tab=prayer`} image={prayerImage} alt="Praying hands under a rising sun">
          Tell us what to pray about with you. You may stay anonymous.
        </Tile>
        <Tile testId="tile-testimony" title="Share a testimony" to={`${pathTo('public', 'forms')}?tab=testimony`} image={testimonyImage} alt="A shining star, a smile and a heart">
          Tell us what God has done, and choose whether we may share it.
        </Tile>
      </Grid>
      {/* A deployment's optional label (RELEASE_LABEL), so a rollout can be seen on screen and in the HTML. */}
      {process.env.RELEASE_LABEL && <p>{process.env.RELEASE_LABEL}</p>}
    </PageColumn>
  );
}
