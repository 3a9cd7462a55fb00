import styled from 'styled-components';

export const DATA_LOAD_ERROR_TEXT = 'Something went wrong with data loading.';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.spacing?.md ?? '16px'};
  padding: ${(p) => p.theme.spacing?.xl ?? '32px'};
  color: ${(p) => p.theme.colors?.text ?? 'inherit'};
  text-align: center;

  button {
    min-height: 40px;
    padding: 8px 20px;
    border: 1px solid ${(p) => p.theme.colors?.primary ?? 'currentColor'};
    border-radius: ${(p) => p.theme.radii?.md ?? '8px'};
    background: ${(p) => p.theme.colors?.primary ?? 'transparent'};
    color: ${(p) => p.theme.colors?.primaryContrast ?? 'inherit'};
    font: inherit;
    cursor: pointer;
  }

  button:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors?.focusRing ?? 'currentColor'};
    outline-offset: 2px;
  }
`;

/** The data-loading failure, with Retry, for any query that failed after its retries. */
export function DataLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Box role="alert" data-testid="data-load-error">
      <p>{DATA_LOAD_ERROR_TEXT}</p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </Box>
  );
}
