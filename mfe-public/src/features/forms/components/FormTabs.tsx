import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { FORM_TYPES, type FormType } from '@church/contracts/forms';
import { FORM_KIND_TEXT } from './form-kinds';

// WAI-ARIA tabs with automatic activation: arrows, Home and End move between the tabs and open
// them; only the open tab is in the Tab order. Every panel stays mounted (hidden when closed) so
// what a visitor typed survives switching tabs and going back.

export const tabId = (tab: FormType) => `forms-tab-${tab}`;
export const panelId = (tab: FormType) => `forms-panel-${tab}`;

const List = styled.div`
  display: flex;
  gap: ${(p) => p.theme.spacing.xs};
  margin-bottom: ${(p) => p.theme.spacing.lg};
  border-bottom: 2px solid ${(p) => p.theme.colors.border};
`;

// Three equal tabs that fit a 320 px phone: a long label wraps instead of scrolling away.
const Tab = styled.button`
  flex: 1 1 0;
  min-width: 0;
  min-height: 44px;
  padding: 10px 8px;
  margin-bottom: -2px;
  border: 0;
  border-bottom: 4px solid transparent;
  background: transparent;
  color: ${(p) => p.theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  line-height: 1.25;
  text-align: center;
  cursor: pointer;

  &[aria-selected='true'] {
    color: ${(p) => p.theme.colors.text};
    border-bottom-color: ${(p) => p.theme.colors.primary};
  }
  &:hover {
    color: ${(p) => p.theme.colors.text};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focusRing};
    outline-offset: -3px;
  }
`;

export interface FormTabsProps {
  selected: FormType;
  onSelect: (tab: FormType) => void;
  renderPanel: (tab: FormType) => ReactNode;
}

export function FormTabs({ selected, onSelect, renderPanel }: FormTabsProps) {
  const refs = useRef(new Map<FormType, HTMLButtonElement>());

  const move = (tab: FormType) => {
    onSelect(tab);
    refs.current.get(tab)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = FORM_TYPES.indexOf(selected);
    const last = FORM_TYPES.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    move(FORM_TYPES[next]);
  };

  return (
    <>
      <List role="tablist" aria-label="Choose a form">
        {FORM_TYPES.map((tab) => (
          <Tab
            key={tab}
            ref={(element) => {
              if (element) refs.current.set(tab, element);
              else refs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={tab === selected}
            aria-controls={panelId(tab)}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => tab !== selected && onSelect(tab)}
            onKeyDown={onKeyDown}
          >
            {FORM_KIND_TEXT[tab].tab}
          </Tab>
        ))}
      </List>
      {FORM_TYPES.map((tab) => (
        <div key={tab} role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} hidden={tab !== selected}>
          {renderPanel(tab)}
        </div>
      ))}
    </>
  );
}
