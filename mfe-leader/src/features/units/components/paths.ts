// Where the leaders' pages link to. A unit's page is the units page with ?unit=<id>: the site map
// has no units/:id page, and a query parameter keeps the unit in the URL like any list state.
import { pathTo } from '@church/contracts/site-map';

export const unitPath = (unitId: number) => `${pathTo('leaders', 'units')}?unit=${unitId}`;

/** A person's details page (the member area's). */
export const memberPath = (userId: number) => pathTo('members', 'member', { id: userId });
