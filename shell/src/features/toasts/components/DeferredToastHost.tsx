import { useEffect, useState, type ComponentType } from 'react';
import { onFirstInteraction } from '../../../shared/on-first-interaction';
import { loadToasts, whenToastsLoaded } from '../deferred-toasts';

/** shared-ui's ToastHost, mounted once the toast module is loaded: at the user's first interaction or first toast. */
export function DeferredToastHost() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    const stopListening = whenToastsLoaded((host) => setHost(() => host));
    const cancelPreload = onFirstInteraction(() => loadToasts().catch(() => {}));
    return () => {
      stopListening();
      cancelPreload();
    };
  }, []);
  return Host ? <Host /> : null;
}
