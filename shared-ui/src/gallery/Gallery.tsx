// QA's reference page: every shared-ui component in every state, light and dark side by side.
import styled, { createGlobalStyle, ThemeProvider } from 'styled-components';
import { ToastHost } from '../exposed/toast';
import { darkTheme, lightTheme, themeOf, type AppTheme } from '../exposed/theme';
import { AvatarSection } from './AvatarSection';
import { CheckInCodeSection } from './CheckInCodeSection';
import { DataSections } from './DataSections';
import { ButtonSection } from './ButtonSection';
import { FieldsSection } from './FieldsSection';
import { LayoutSections } from './LayoutSections';
import { LoaderSection, TokenSection, ToastSection } from './MiscSections';

const PageStyle = createGlobalStyle`
  body {
    margin: 0;
    font-family: ${lightTheme.fonts.body};
    background: ${lightTheme.colors.surface};
    color: ${lightTheme.colors.text};
  }
`;

const Page = styled.main`
  padding: 24px;

  h1 {
    margin: 0 0 16px;
  }
`;

const Columns = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 24px;
  align-items: flex-start;
`;

const Panel = styled.section`
  flex: 1 1 560px;
  min-width: 0;
  padding: 24px;
  border-radius: ${(p) => themeOf(p.theme).radii.lg};
  border: 1px solid ${(p) => themeOf(p.theme).colors.border};
  background: ${(p) => themeOf(p.theme).colors.background};
  color: ${(p) => themeOf(p.theme).colors.text};
  font-family: ${(p) => themeOf(p.theme).fonts.body};

  h2 {
    margin: 0 0 24px;
  }
`;

function ThemePanel({ theme, title }: { theme: AppTheme; title: string }) {
  const prefix = theme.name;
  return (
    <ThemeProvider theme={theme}>
      <Panel aria-labelledby={`${prefix}-panel-title`} data-testid={`gallery-${prefix}`}>
        <h2 id={`${prefix}-panel-title`}>{title}</h2>
        <ButtonSection prefix={prefix} />
        <AvatarSection prefix={prefix} />
        <FieldsSection prefix={prefix} />
        <LayoutSections prefix={prefix} />
        <DataSections prefix={prefix} />
        <CheckInCodeSection prefix={prefix} />
        <LoaderSection prefix={prefix} />
        <ToastSection prefix={prefix} />
        <TokenSection prefix={prefix} />
      </Panel>
    </ThemeProvider>
  );
}

export default function Gallery() {
  return (
    <>
      <PageStyle />
      <ToastHost />
      <Page>
        <h1>shared-ui gallery</h1>
        <Columns>
          <ThemePanel theme={lightTheme} title="Light theme" />
          <ThemePanel theme={darkTheme} title="Dark theme" />
        </Columns>
      </Page>
    </>
  );
}
