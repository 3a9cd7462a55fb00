import { pageTitle } from '@church/contracts/site-map';
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
        <FormTabs selected={tab} onSelect={selectTab} renderPanel={(kind) => <MessageForm kind={kind} labelledBy={tabId(kind)} />} />
      </Card>
    </PageColumn>
  );
}
