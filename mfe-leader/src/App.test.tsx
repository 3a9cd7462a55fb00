import { describeAreaRoutes } from '@church/platform/testing/area-routes-check';
import LeadersApp, { pages } from './App';

describeAreaRoutes('leaders', LeadersApp, pages, { signedInAs: 'leader' });
