import type { ReactNode } from 'react';
import type { DefaultTheme } from 'styled-components';
import { QueryClient } from '@tanstack/react-query';
import { PlatformProviders } from '../providers';
import { createQueryClient } from '../query-client';

// Test helper: the platform providers with stand-in theme tokens and a fresh query client.
export const testThemes = {
  light: { testName: 'light' } as unknown as DefaultTheme,
  dark: { testName: 'dark' } as unknown as DefaultTheme,
};

export function platformWrapper(queryClient: QueryClient = createQueryClient()) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <PlatformProviders themes={testThemes} queryClient={queryClient}>
        {children}
      </PlatformProviders>
    );
  };
}
