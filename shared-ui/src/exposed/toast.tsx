// The one toast container configuration and the one notify API for every app.
// react-toastify is a shared singleton, so every remote's notify reaches the shell's ToastHost.
// (react-toastify 11 injects its own stylesheet when the container mounts: no CSS import needed.)
import type { ReactNode } from 'react';
import { useContext } from 'react';
import styled, { ThemeContext } from 'styled-components';
import { ToastContainer, toast, type Id, type ToastOptions } from 'react-toastify';
import { themeOf } from '../kit/theme';

/** One toast at a time, 5 s, top-centre (at the bottom on a phone: see PhonePlacement). */
export const toastDefaults = { limit: 1, autoClose: 5000, position: 'top-center' } as const;

/**
 * Below the tablet width the top bar's controls (menu, theme, account) span the whole width, and a
 * top-centre toast would cover them for its 5 s: there it sits at the bottom and rises from it.
 * (A wrapper, as the container's own `theme` prop is react-toastify's; the doubled class outranks
 * react-toastify's stylesheet, injected after this one.)
 */
const PhonePlacement = styled.div`
  @media (max-width: ${(p) => themeOf(p.theme).breakpoints.mobile - 1}px) {
    && .Toastify__toast-container--top-center {
      top: auto;
      bottom: max(16px, env(safe-area-inset-bottom));
    }
    && .Toastify__bounce-enter--top-center {
      animation-name: Toastify__bounceInUp;
    }
    && .Toastify__bounce-exit--top-center {
      animation-name: Toastify__bounceOutDown;
    }
  }
`;

/** The page's style nonce (the static server puts it in <meta property="csp-nonce">; styled-components reads the same). */
const styleNonce = () => (typeof document === 'undefined' ? undefined : document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined);

/** Render once, at the root of the host (the shell, or a standalone harness). */
export function ToastHost() {
  const theme = themeOf(useContext(ThemeContext));
  return (
    <PhonePlacement>
      <ToastContainer
        // react-toastify injects its stylesheet as a <style> element: the page's policy allows it by nonce.
        nonce={styleNonce()}
        limit={toastDefaults.limit}
        autoClose={toastDefaults.autoClose}
        position={toastDefaults.position}
        theme={theme.name}
        closeOnClick
        pauseOnHover
        newestOnTop={false}
      />
    </PhonePlacement>
  );
}

export type NotifyOptions = Omit<ToastOptions, 'type'>;

type Kind = 'success' | 'error' | 'info';

function show(kind: Kind, message: ReactNode, options?: NotifyOptions): Id {
  // The same text twice (e.g. parallel 401s) shows once: the id is derived from the message.
  const toastId = options?.toastId ?? (typeof message === 'string' ? `${kind}:${message}` : undefined);
  if (toastId !== undefined && toast.isActive(toastId)) return toastId;
  // One active at a time, the newest: a new toast replaces the one shown (it appears as the old
  // one's exit ends) and any still waiting, instead of queueing behind them.
  toast.clearWaitingQueue();
  toast.dismiss();
  return toast[kind](message, { ...options, toastId });
}

export const notify = {
  success: (message: ReactNode, options?: NotifyOptions) => show('success', message, options),
  error: (message: ReactNode, options?: NotifyOptions) => show('error', message, options),
  info: (message: ReactNode, options?: NotifyOptions) => show('info', message, options),
  dismiss: (id?: Id) => toast.dismiss(id),
};
