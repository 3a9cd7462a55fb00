import { describeAreaRoutes } from '@church/platform/testing/area-routes-check';
import PublicApp, { pages } from './App';

describeAreaRoutes('public', PublicApp, pages, { api: () => ({ status: 200, body: { data: [] } }) });
