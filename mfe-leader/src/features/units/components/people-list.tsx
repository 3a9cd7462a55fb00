// The leaders' lists of people to care for (absent members, slipping members): each person with
// how they have been coming and one-tap contact.
import styled from 'styled-components';
import { themeOf } from 'shared_ui/theme';

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

export const Person = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => themeOf(p.theme).spacing.sm} ${(p) => themeOf(p.theme).spacing.md};
  padding: ${(p) => themeOf(p.theme).spacing.sm} 0;
  border-top: 1px solid ${(p) => themeOf(p.theme).colors.border};
`;

export const Who = styled.div`
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
