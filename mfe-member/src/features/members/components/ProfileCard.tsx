import styled from 'styled-components';
import { formatChurchDate } from '@church/contracts/church-time';
import { contactLinks } from '@church/contracts/contact-links';
import { pathTo } from '@church/contracts/site-map';
import { emailOrNoSignIn, type User } from '@church/contracts/user';
import { useAuthState } from '@church/platform/use-auth';
import { Avatar } from 'shared_ui/Avatar';
import { Button } from 'shared_ui/Button';
import { Badge, DescriptionList } from 'shared_ui/display';
import { ContactActions } from 'shared_ui/domain/ContactActions';
import { Card } from 'shared_ui/Page';
import { memberGreeting, memberGreetingSubject } from './contact-message';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.spacing.md};

  h2 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Name = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.spacing.sm};
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm};
  margin: ${(p) => p.theme.spacing.md} 0;
`;

const GENDER_LABELS: Record<NonNullable<User['gender']>, string> = { male: 'Male', female: 'Female' };

/** The admin directory's page, searching for this person (another team's page: a link only). */
export function directoryLink(email: string): string {
  return `${pathTo('admin', 'members')}?search=${encodeURIComponent(email)}`;
}

/** Who the person is and how to reach them: avatar, name, one-tap call/WhatsApp/email, details. */
export function ProfileCard({ person }: { person: User }) {
  const isAdmin = useAuthState().hasRole('admin');
  const links = contactLinks(person.phone, person.email, memberGreeting(person.first_name), memberGreetingSubject());

  return (
    <Card aria-labelledby="member-name" data-testid="profile-card">
      <Header>
        <Avatar src={person.avatar} initials={person.initials} name={person.full_name} alt={`Avatar of ${person.full_name}`} size="lg" />
        <Name>
          <h2 id="member-name">{person.full_name}</h2>
          {!person.active && <Badge tone="danger">Deactivated</Badge>}
        </Name>
      </Header>
      <ContactActions name={person.full_name} links={links} />
      <DescriptionList
        items={[
          { label: 'Email', value: emailOrNoSignIn(person.email) },
          { label: 'Phone', value: person.phone },
          { label: 'Address', value: person.address },
          { label: 'Gender', value: person.gender ? GENDER_LABELS[person.gender] : null },
          { label: 'Birthday', value: person.birthday ? formatChurchDate(person.birthday) : null },
        ]}
      />
      {isAdmin && (
        <Actions>
          <Button to={directoryLink(person.email ?? person.full_name)} variant="outline-primary">
            Edit in the directory
          </Button>
        </Actions>
      )}
    </Card>
  );
}
