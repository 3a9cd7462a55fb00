import { isOpenForMarking } from '@church/contracts/attendance-rules';
import { churchDateOf, churchInstant } from '@church/contracts/church-time';
import type { Service } from '@church/contracts/services';
import { servicesOn } from '@church/contracts/service-days';
import { useSearchParams } from '@church/platform/router';

/**
 * The service open at `at`, as the door shows it: of the services held that day whose marking
 * window holds `at`, the one whose start is nearest; null when none is.
 */
export function serviceOpenAt(services: readonly Service[], at: Date): Service | null {
  const day = churchDateOf(at);
  const distance = (service: Service) => Math.abs(churchInstant(day, service.start_time).getTime() - at.getTime());
  const open = servicesOn(services, day).filter((service) => isOpenForMarking({ starts_at: churchInstant(day, service.start_time), cancelled: false }, at));
  return open.reduce<Service | null>((best, service) => (best === null || distance(service) < distance(best) ? service : best), null);
}

/**
 * The service a visitor scanned the door's code for, when the check-in page sent them here with
 * the scan's moment (`scanned_at`): the form preselects it. Null without a scan.
 */
export function useScannedService(services: readonly Service[]): Service | null {
  const [params] = useSearchParams();
  const at = new Date(params.get('scanned_at') ?? Number.NaN);
  return Number.isNaN(at.getTime()) ? null : serviceOpenAt(services, at);
}
