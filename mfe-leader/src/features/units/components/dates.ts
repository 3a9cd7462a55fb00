import { formatChurchDate, weekdayOf } from '@church/contracts/church-time';

/** 'Sun, Nov 16, 2025': a service's day, as the attendance pages show it. */
export const serviceDay = (date: string) => `${weekdayOf(date).slice(0, 3)}, ${formatChurchDate(date)}`;

/** When the person last came: 'Nov 2, 2025', or 'Never'. */
export const lastCame = (date: string | null) => (date ? formatChurchDate(date) : 'Never');
