import { createGlobalStyle } from 'styled-components';

/**
 * Page-wide base styles from the theme tokens, rendered by PlatformProviders so the shell and
 * every standalone remote look the same and the whole page follows light or dark mode.
 */
export const PageStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${(p) => p.theme.colors?.background ?? '#ffffff'};
    color: ${(p) => p.theme.colors?.text ?? '#1b2430'};
    font-family: ${(p) => p.theme.fonts?.body ?? 'system-ui, sans-serif'};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }

  a {
    color: ${(p) => p.theme.colors?.primary ?? 'inherit'};
  }

  a:focus-visible,
  button:focus-visible,
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible,
  [tabindex]:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors?.focusRing ?? 'currentColor'};
    outline-offset: 2px;
  }
`;
