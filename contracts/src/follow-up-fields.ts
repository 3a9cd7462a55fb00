// The API's fields for a follow-up's status, channel and outcome, apart from follow-up.ts so that
// the pages showing statuses load no zod.
import { z } from 'zod';
import { FOLLOW_UP_CHANNELS, FOLLOW_UP_OUTCOMES, FOLLOW_UP_STATUSES } from './follow-up';

export const followUpStatusSchema = z.enum(FOLLOW_UP_STATUSES, { error: `Status must be one of: ${FOLLOW_UP_STATUSES.join(', ')}` });
export const followUpChannelSchema = z.enum(FOLLOW_UP_CHANNELS, { error: `Channel must be one of: ${FOLLOW_UP_CHANNELS.join(', ')}` });
export const followUpOutcomeSchema = z.enum(FOLLOW_UP_OUTCOMES, { error: `Outcome must be one of: ${FOLLOW_UP_OUTCOMES.join(', ')}` });
