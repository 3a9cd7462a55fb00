// Loaders, toast triggers and the theme tokens.
import styled from 'styled-components';
import { FullScreenLoader, Spinner } from '../exposed/Loader';
import { notify } from '../exposed/toast';
import { Button } from '../exposed/Button';
import { gradientCss, progressGradients, themeOf, type ProgressLevelName } from '../exposed/theme';
import { Row, Section, Specimen } from './parts';

// A transformed box becomes the containing block of `position: fixed`: the full-screen loader stays inside.
const LoaderStage = styled.div`
  position: relative;
  transform: translateZ(0);
  height: 220px;
  overflow: hidden;
  border: 1px solid ${(p) => themeOf(p.theme).colors.border};
  border-radius: ${(p) => themeOf(p.theme).radii.md};
`;

const Swatch = styled.span<{ $fill: string }>`
  display: block;
  width: 140px;
  height: 28px;
  border-radius: ${(p) => themeOf(p.theme).radii.sm};
  border: 1px solid ${(p) => themeOf(p.theme).colors.border};
  background: ${(p) => p.$fill};
`;

const slug = (text: string) => text.toLowerCase().replace(/'/g, '').replace(/[^a-z0-9]+/g, '-');

export function LoaderSection({ prefix }: { prefix: string }) {
  return (
    <Section aria-label={`Loaders, ${prefix} theme`}>
      <h3>Loaders</h3>
      <Row>
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <Specimen key={size} caption={`spinner ${size}`}>
            <span data-testid={`${prefix}-spinner-${size}`}>
              <Spinner size={size} label={`Loading (${size})`} />
            </span>
          </Specimen>
        ))}
      </Row>
      <LoaderStage data-testid={`${prefix}-fullscreen-loader`}>
        <FullScreenLoader label="Loading church app" />
      </LoaderStage>
    </Section>
  );
}

export function ToastSection({ prefix }: { prefix: string }) {
  return (
    <Section aria-label={`Toasts, ${prefix} theme`}>
      <h3>Toasts</h3>
      <Row>
        <Button data-testid={`${prefix}-toast-success`} onClick={() => notify.success('Welcome back, Grace!')}>
          Success toast
        </Button>
        <Button
          variant="danger"
          data-testid={`${prefix}-toast-error`}
          onClick={() => notify.error('Your session is invalid or has expired. Please log in.')}
        >
          Error toast
        </Button>
        <Button variant="outline-primary" data-testid={`${prefix}-toast-info`} onClick={() => notify.info('New events were added this week.')}>
          Info toast
        </Button>
      </Row>
    </Section>
  );
}

export function TokenSection({ prefix }: { prefix: string }) {
  return (
    <Section aria-label={`Theme tokens, ${prefix} theme`}>
      <h3>Progress level gradients</h3>
      <Row>
        {(Object.keys(progressGradients) as ProgressLevelName[]).map((level) => (
          <Specimen key={level} caption={level}>
            <Swatch $fill={gradientCss(level)} data-testid={`${prefix}-gradient-${slug(level)}`} />
          </Specimen>
        ))}
      </Row>
    </Section>
  );
}
