// Step 1: what the file holds (members, past attendance, first-timers) and the file itself,
// chosen with the file input or dropped on it. A file the API cannot read is refused beside the
// input, the kind chosen kept.
import { useId, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { saveTextFile } from '@church/platform/download';
import { Button } from 'shared_ui/Button';
import { RadioGroupField } from 'shared_ui/fields';
import { themeOf } from 'shared_ui/theme';
import { IMPORT_KINDS, type ImportKind } from '@church/contracts/imports';
import { ACCEPTED_FILES, exampleCsv, IMPORT_KIND_INFO } from './import-kinds';

const DropZone = styled.div<{ $over: boolean }>`
  display: grid;
  gap: ${(p) => themeOf(p.theme).spacing.sm};
  padding: ${(p) => themeOf(p.theme).spacing.md};
  border: 2px dashed ${(p) => (p.$over ? themeOf(p.theme).colors.primary : themeOf(p.theme).colors.border)};
  border-radius: ${(p) => themeOf(p.theme).radii.md};
  background: ${(p) => (p.$over ? themeOf(p.theme).colors.surfaceAlt : themeOf(p.theme).colors.surface)};
  min-width: 0;

  label {
    font-weight: 600;
  }
  input {
    width: 100%;
    max-width: 100%;
    min-height: 44px;
    font: inherit;
    color: ${(p) => themeOf(p.theme).colors.text};
  }
  input:focus-visible {
    outline: 3px solid ${(p) => themeOf(p.theme).colors.focusRing};
    outline-offset: 2px;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${(p) => themeOf(p.theme).colors.textMuted};
  font-size: ${(p) => themeOf(p.theme).fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Refusal = styled.p`
  margin: 0;
  color: ${(p) => themeOf(p.theme).colors.danger};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const ExampleRow = styled.p`
  margin: 0 0 ${(p) => themeOf(p.theme).spacing.md};
`;

export interface ChooseFileStepProps {
  kind: ImportKind;
  onKindChange: (kind: ImportKind) => void;
  /** The file chosen last (its name is said while it is read). */
  fileName: string | null;
  onFile: (file: File) => void;
  reading: boolean;
  /** Why the file was refused, said beside the input. */
  refusal: string | null;
  /** Clears the input (a new count for each import started afresh). */
  inputKey: number;
}

export function ChooseFileStep({ kind, onKindChange, fileName, onFile, reading, refusal, inputKey }: ChooseFileStepProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const info = IMPORT_KIND_INFO[kind];

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <>
      <RadioGroupField
        label="What does the file hold?"
        name="kind"
        value={kind}
        onChange={(value) => onKindChange(value as ImportKind)}
        options={IMPORT_KINDS.map((value) => ({ value, label: IMPORT_KIND_INFO[value].label, description: IMPORT_KIND_INFO[value].needs }))}
      />
      <ExampleRow>
        <Button variant="outline-primary" size="sm" onClick={() => saveTextFile(info.example.fileName, exampleCsv(kind), 'text/csv')}>
          Download an example (CSV)
        </Button>
      </ExampleRow>
      <DropZone
        $over={over}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <label htmlFor={`${id}-file`}>The file (CSV or Excel .xlsx)</label>
        <Muted id={`${id}-hint`}>Choose it, or drop it here. Its first row names its columns.</Muted>
        <input
          key={inputKey}
          id={`${id}-file`}
          type="file"
          name="file"
          accept={ACCEPTED_FILES}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={[`${id}-hint`, refusal && `${id}-refusal`].filter(Boolean).join(' ')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
          }}
        />
        {reading && fileName && <Muted role="status">Reading {fileName}…</Muted>}
        {refusal && (
          <Refusal id={`${id}-refusal`} role="alert">
            {fileName ? `${fileName}: ` : ''}
            {refusal}
          </Refusal>
        )}
      </DropZone>
    </>
  );
}
