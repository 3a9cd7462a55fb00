export { ADMIN_FIRST_TIMERS_KEY } from '../../../shared/keys';
