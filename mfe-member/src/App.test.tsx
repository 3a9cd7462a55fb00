import { describeAreaRoutes } from '@church/platform/testing/area-routes-check';
import MemberApp, { pages } from './App';

describeAreaRoutes('members', MemberApp, pages, { signedInAs: 'member' });
