import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@church/platform/testing/render';
import { listenForInstallOffer } from '../install-offer';
import { InstallAppItem } from './InstallAppItem';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const desktopAgent = navigator.userAgent;

function setUserAgent(agent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: agent, configurable: true });
}

/** The browser's offer, as Chromium fires it; `choice` is what the person picks. */
function offerInstall(choice: 'accepted' | 'dismissed') {
  const prompt = jest.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome: choice }) });
  act(() => void window.dispatchEvent(event));
  return { prompt, event };
}

const renderItem = (close = jest.fn()) => {
  renderWithPlatform(
    <ul>
      <InstallAppItem close={close} />
    </ul>,
  );
  return close;
};

beforeAll(() => listenForInstallOffer());
afterEach(() => {
  act(() => void window.dispatchEvent(new Event('appinstalled')));
  setUserAgent(desktopAgent);
});

it('is not offered where the browser offers no install', () => {
  renderItem();
  expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
});

it("shows the browser's offer, keeps it from the browser's own bar, and is gone once answered", async () => {
  const close = renderItem();
  const { prompt, event } = offerInstall('dismissed');
  expect(event.defaultPrevented).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Install the app' }));
  expect(prompt).toHaveBeenCalledTimes(1);
  expect(close).toHaveBeenCalled();
  expect(await screen.findByRole('list')).toBeEmptyDOMElement();
});

it('on an iPhone, unfolds the two steps in Safari', async () => {
  setUserAgent(IPHONE);
  renderItem();
  const button = screen.getByRole('button', { name: 'Install the app' });
  expect(screen.queryByText('Choose “Add to Home Screen”.')).not.toBeVisible();
  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Choose “Add to Home Screen”.')).toBeVisible();
});

it('is not offered in the installed app', () => {
  setUserAgent(IPHONE);
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({ matches: query === '(display-mode: standalone)', media: query })) as typeof window.matchMedia;
  try {
    renderItem();
    expect(screen.queryByRole('button', { name: 'Install the app' })).toBeNull();
  } finally {
    window.matchMedia = matchMedia;
  }
});
