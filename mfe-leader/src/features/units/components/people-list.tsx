// The leaders' lists of people to care for (absent members, slipping members): each person with
// how they have been coming and one-tap contact.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { careMessage, careMessageSubject } from '@church/contracts/care-messages';
import { contactLinks } from '@church/contracts/contact-links';
import type { AbsentMember } from '@church/contracts/units';
import { renderLinkFromHere } from '@church/platform/return-path';
import { ContactActions } from 'shared_ui/domain/ContactActions';
import { themeOf } from 'shared_ui/theme';
import { lastCame } from './dates';
import { memberPath } from './paths';

export const UnitSection = styled.div`
  & + & {
    margin-top: ${(p) => themeOf(p.theme).spacing.lg};
  }
  h3 {
    margin: 0 0 ${(p) => themeOf(p.theme).spacing.xs};
  }
`;

export const Muted = styled.p`
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.sm};
  color: ${(p) => themeOf(p.theme).colors.textMuted};
`;

export const People = styled.ul`
  display: grid;
  gap: ${(p) => themeOf(p.theme).spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Person = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => themeOf(p.theme).spacing.sm} ${(p) => themeOf(p.theme).spacing.md};
  padding: ${(p) => themeOf(p.theme).spacing.sm} 0;
  border-top: 1px solid ${(p) => themeOf(p.theme).colors.border};
`;

const Who = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;

  span:first-child {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => themeOf(p.theme).spacing.sm};
    font-weight: 600;
  }
`;

export interface CarePersonProps {
  person: Pick<AbsentMember, 'id' | 'full_name' | 'phone' | 'email' | 'last_attended'>;
  /** Beside the name (e.g. a Leader badge). */
  badge?: ReactNode;
  /** Lines between the name and when they last came. */
  children?: ReactNode;
}

/** One person to care for: their name linking to their page, how they have been coming, one-tap contact. */
export function CarePerson({ person, badge, children }: CarePersonProps) {
  return (
    <Person>
      <Who>
        <span>
          {renderLinkFromHere(memberPath(person.id), person.full_name)}
          {badge}
        </span>
        {children}
        <span>Last came: {lastCame(person.last_attended)}</span>
      </Who>
      <ContactActions name={person.full_name} links={contactLinks(person.phone, person.email, careMessage(person.full_name), careMessageSubject())} compact none={<span>No phone or email</span>} />
    </Person>
  );
}
