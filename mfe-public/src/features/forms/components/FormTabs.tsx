import type { ReactNode } from 'react';
import { FORM_TYPES, type FormType } from '@church/contracts/form-types';
import { Tabs, tabId as sharedTabId } from 'shared_ui/Page';
import { FORM_KIND_TEXT } from './form-kinds';

// shared-ui's tabs over the three forms, each in its own panel kept mounted (hidden when closed),
// so what a visitor typed survives switching tabs and going back.

const ID_PREFIX = 'forms';
export const tabId = (tab: FormType) => sharedTabId(ID_PREFIX, tab);

const TABS = FORM_TYPES.map((tab) => ({ id: tab, label: FORM_KIND_TEXT[tab].tab }));

export interface FormTabsProps {
  selected: FormType;
  onSelect: (tab: FormType) => void;
  renderPanel: (tab: FormType) => ReactNode;
}

export function FormTabs({ selected, onSelect, renderPanel }: FormTabsProps) {
  return (
    <Tabs
      label="Choose a form"
      idPrefix={ID_PREFIX}
      fitted
      tabs={TABS}
      selected={selected}
      onSelect={(id) => onSelect(id as FormType)}
      renderPanel={(id) => renderPanel(id as FormType)}
    />
  );
}
