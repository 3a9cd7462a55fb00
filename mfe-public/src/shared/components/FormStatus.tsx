import styled from 'styled-components';
import type { SubmitStatus } from '../hooks/useFormSubmission';

// The form's own answer above its submit button: an alert when something needs doing, a polite
// status after a successful send. Text stays in the theme's body colour for contrast; the
// coloured edge and the heading carry the tone.

type Tone = 'danger' | 'success';

const Box = styled.div<{ $tone: Tone }>`
  margin: 0 0 ${(p) => p.theme.spacing.md};
  padding: ${(p) => p.theme.spacing.md};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-left: 6px solid ${(p) => p.theme.colors[p.$tone]};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};

  strong {
    display: block;
    margin-bottom: 4px;
  }
  p {
    margin: 0;
  }
`;

const TITLES = { invalid: 'Please check the form', failed: 'Not sent', success: 'Sent' } as const;

export function FormStatus({ status, testId }: { status: SubmitStatus; testId: string }) {
  if (status.kind === 'idle') return <div role="status" aria-live="polite" data-testid={`${testId}-status`} />;
  if (status.kind === 'sent') {
    return (
      <Box role="status" aria-live="polite" $tone={status.tone} data-testid={`${testId}-status`} data-tone={status.tone}>
        <strong>{TITLES[status.tone]}</strong>
        <p>{status.message}</p>
      </Box>
    );
  }
  return (
    <Box role="alert" $tone="danger" data-testid={`${testId}-status`} data-tone="danger">
      <strong>{TITLES[status.kind]}</strong>
      <p>{status.message}</p>
    </Box>
  );
}
