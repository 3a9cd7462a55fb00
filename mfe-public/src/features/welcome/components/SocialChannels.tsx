import styled from 'styled-components';
import { churchConfig } from '@church/contracts/church-config';
import { VisuallyHidden } from 'shared_ui/Page';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    flex-direction: column;
    justify-content: center;
    min-height: 44px;
    padding: 6px 14px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.md};
    background: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
  a:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focusRing};
    outline-offset: 2px;
  }
  strong {
    color: ${(p) => p.theme.colors.primary};
  }
  a > span {
    font-size: ${(p) => p.theme.fontSizes.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

export function SocialChannels() {
  return (
    <section aria-labelledby="social-title">
      <h2 id="social-title">Follow us</h2>
      <List>
        {churchConfig.socialChannels.map((channel) => (
          <li key={channel.network}>
            <a href={channel.url} target="_blank" rel="noopener noreferrer">
              <strong>{channel.network}</strong>
              <span>
                {channel.handle}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </span>
            </a>
          </li>
        ))}
      </List>
    </section>
  );
}
