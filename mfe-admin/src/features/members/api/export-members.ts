// GET /api/members/export.csv: the directory with the list's filters, downloaded as a file
// through the authenticated client (a plain link cannot carry the token).
import { todayInChurch } from '@church/contracts/church-time';
import type { MemberFilter } from '@church/contracts/members';
import { useCsvExport } from '../../../shared/lists';

export function useMembersExport() {
  const csv = useCsvExport('/members/export.csv');
  return {
    downloading: csv.downloading,
    download: (filters: MemberFilter) => csv.download(`members-${todayInChurch()}.csv`, { ...filters }),
  };
}
