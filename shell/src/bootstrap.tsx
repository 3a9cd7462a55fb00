import { createRoot } from 'react-dom/client';
import { setUpPlatform } from '@church/platform/runtime-setup';
import { notify } from 'shared_ui/toast';
import { App } from './app/App';

setUpPlatform(notify).then(() => {
  createRoot(document.getElementById('root')!).render(<App />);
});
