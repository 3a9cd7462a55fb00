import { useId, useState } from 'react';
import styled from 'styled-components';
import { useInstallOffer } from '../install-offer';

const HowTo = styled.ol`
  margin: 0;
  padding: ${(p) => `${p.theme.spacing.xs} ${p.theme.spacing.md} ${p.theme.spacing.sm} 2.25rem`};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/**
 * The account menu's "Install the app" item, only where the app can be installed: the browser's
 * own offer, or on an iPhone or iPad the two steps in Safari, unfolded in the menu.
 */
export function InstallAppItem({ close }: { close: () => void }) {
  const offer = useInstallOffer();
  const [howToShown, setHowToShown] = useState(false);
  const howToId = useId();
  if (!offer) return null;
  if (offer.kind === 'prompt') {
    return (
      <li>
        <button
          type="button"
          onClick={() => {
            close();
            void offer.install();
          }}
        >
          Install the app
        </button>
      </li>
    );
  }
  return (
    <li>
      <button type="button" aria-expanded={howToShown} aria-controls={howToId} onClick={() => setHowToShown((shown) => !shown)}>
        Install the app
      </button>
      <HowTo id={howToId} hidden={!howToShown}>
        <li>In Safari, tap Share.</li>
        <li>Choose “Add to Home Screen”.</li>
      </HowTo>
    </li>
  );
}
