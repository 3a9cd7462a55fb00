// Every styled component's `props.theme` carries the shared-ui tokens.
import 'styled-components';
import type { AppTheme } from '../shared-ui/src/exposed/theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
