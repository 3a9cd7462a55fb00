// While the import is written: a progress bar of the file's rows done, from the API.
import styled from 'styled-components';
import { themeOf } from 'shared_ui/theme';

const Track = styled.div`
  height: 16px;
  border-radius: ${(p) => themeOf(p.theme).radii.pill};
  background: ${(p) => themeOf(p.theme).colors.surfaceAlt};
  overflow: hidden;
  margin: ${(p) => themeOf(p.theme).spacing.sm} 0;
`;

// One class per whole percent: at most 101 of them.
const Bar = styled.div<{ $percent: number }>`
  height: 100%;
  width: ${(p) => p.$percent}%;
  background: ${(p) => themeOf(p.theme).colors.primary};
  transition: width 0.3s;
`;

export function CommitProgress({ done, total }: { done: number; total: number }) {
  const percent = total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 0;
  const text = `${done.toLocaleString('en')} of ${total.toLocaleString('en')} rows written`;
  return (
    <>
      <Track role="progressbar" aria-label="Importing" aria-valuemin={0} aria-valuemax={total} aria-valuenow={done} aria-valuetext={text}>
        <Bar $percent={percent} />
      </Track>
      <p>
        {text} ({percent}%). Nothing is kept unless every row is written.
      </p>
    </>
  );
}
