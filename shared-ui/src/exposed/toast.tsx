// The one toast container configuration and the one notify API for every app.
// react-toastify is a shared singleton, so every remote's notify reaches the shell's ToastHost.
// (react-toastify 11 injects its own stylesheet when the container mounts: no CSS import needed.)
import type { ReactNode } from 'react';
import { useContext } from 'react';
import { ThemeContext } from 'styled-components';
import { ToastContainer, toast, type Id, type ToastOptions } from 'react-toastify';
import { themeOf } from '../kit/theme';

/** One toast at a time, 5 s, top-centre. */
export const toastDefaults = { limit: 1, autoClose: 5000, position: 'top-center' } as const;

/** The page's style nonce (the static server puts it in <meta property="csp-nonce">; styled-components reads the same). */
const styleNonce = () => (typeof document === 'undefined' ? undefined : document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined);

/** Render once, at the root of the host (the shell, or a standalone harness). */
export function ToastHost() {
  const theme = themeOf(useContext(ThemeContext));
  return (
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
  );
}

export type NotifyOptions = Omit<ToastOptions, 'type'>;

type Kind = 'success' | 'error' | 'info';

function show(kind: Kind, message: ReactNode, options?: NotifyOptions): Id {
  // The same text twice (e.g. parallel 401s) shows once: the id is derived from the message.
  const toastId = options?.toastId ?? (typeof message === 'string' ? `${kind}:${message}` : undefined);
  return toast[kind](message, { ...options, toastId });
}

export const notify = {
  success: (message: ReactNode, options?: NotifyOptions) => show('success', message, options),
  error: (message: ReactNode, options?: NotifyOptions) => show('error', message, options),
  info: (message: ReactNode, options?: NotifyOptions) => show('info', message, options),
  dismiss: (id?: Id) => toast.dismiss(id),
};
