import styled from 'styled-components';
import { churchConfig } from '@church/contracts/church-config';
import { pageTitle } from '@church/contracts/site-map';
import { UntilHydrated } from '@church/platform/first-paint/until-hydrated';
import { Card, Lead, PageColumn } from 'shared_ui/Page';
import welcomeImage from '../assets/welcome.svg';
import { FirstTimerForm } from './FirstTimerForm';
import { MeetingTimes } from './MeetingTimes';
import { SocialChannels } from './SocialChannels';

const Hero = styled.img`
  display: block;
  width: 100%;
  max-width: 480px;
  height: auto;
  aspect-ratio: 480 / 240;
  margin-bottom: ${(p) => p.theme.spacing.lg};
  border-radius: ${(p) => p.theme.radii.lg};
`;

// A phone shows the welcome, the times and the channels before the form: this jumps to it (a
// plain link, so it works before the page's code has run).
const JumpToForm = styled.a`
  display: inline-block;
  margin-bottom: ${(p) => p.theme.spacing.lg};
  padding: 10px 20px;
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryContrast};
  font-weight: 600;
  text-decoration: none;

  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

// Clear of the sticky top bar when jumped to.
const RegisterCard = styled(Card)`
  scroll-margin-top: 88px;
`;

const Columns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.spacing.lg};
  margin-bottom: ${(p) => p.theme.spacing.xl};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));

  h2 {
    margin: 0 0 ${(p) => p.theme.spacing.sm};
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
`;

export function WelcomePage() {
  return (
    <PageColumn>
      {/* The page's largest paint: fetched ahead of the scripts. */}
      <Hero src={welcomeImage} alt="Two people waving hello in front of a small church" width={480} height={240} fetchPriority="high" />
      <h1>{pageTitle('public', 'welcome')}</h1>
      <Lead>{churchConfig.welcomeMessage}</Lead>
      <JumpToForm href="#register-visit">Register my visit</JumpToForm>
      <Columns>
        <Card>
          <MeetingTimes />
        </Card>
        <Card>
          <SocialChannels />
        </Card>
      </Columns>
      <RegisterCard id="register-visit" aria-labelledby="register-title">
        <h2 id="register-title">Register your visit</h2>
        {/* Prerendered: the form waits, disabled, until its code has taken it over. */}
        <UntilHydrated>
          <FirstTimerForm />
        </UntilHydrated>
      </RegisterCard>
    </PageColumn>
  );
}
