import { pageTitle } from '@church/contracts/site-map';
import { UntilHydrated } from '@church/platform/first-paint/until-hydrated';
import { Card, Lead, PageColumn } from 'shared_ui/Page';
import { useFormTab } from '../hooks/useFormTab';
import { FormTabs, tabId } from './FormTabs';
import { MessageForm } from './MessageForm';

export function FormsPage() {
  const [tab, selectTab] = useFormTab();
  return (
    <PageColumn>
      <h1>{pageTitle('public', 'forms')}</h1>
      <Lead>Send the church a question, a prayer request or your testimony. Someone from the church reads every message.</Lead>
      <Card aria-label="Forms">
        {/* Prerendered: the tabs and forms wait, disabled, until their code has taken them over. */}
        <UntilHydrated>
          <FormTabs selected={tab} onSelect={selectTab} renderPanel={(kind) => <MessageForm kind={kind} labelledBy={tabId(kind)} />} />
        </UntilHydrated>
      </Card>
    </PageColumn>
  );
}
