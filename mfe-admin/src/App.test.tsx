import { describeAreaRoutes } from '@church/platform/testing/area-routes-check';
import AdminApp, { pages } from './App';

describeAreaRoutes('admin', AdminApp, pages, { signedInAs: 'admin' });
