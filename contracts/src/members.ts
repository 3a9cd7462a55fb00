import { z } from 'zod';
import { monthSummarySchema } from './attendance';
import { dataEnvelope, listEnvelope, paginationQuerySchema } from './envelope';
import { birthdayField, emailField, idField, optionalPhoneField, optionalText, personNameField } from './fields';
import { yearField } from './month-fields';
import { ROLE_NAMES } from './roles';
import { genderSchema, userSchema } from './user';

// The members directory (docs/decisions/0009-members.md): admins see everyone, leaders the people
// of the units they lead. The same filters serve the list (GET /api/members) and its CSV
// (GET /api/members/export.csv).
const yesNo = (label: string) => z.enum(['true', 'false'], { error: `${label} must be true or false` }).transform((v) => v === 'true');

export const MEMBER_SORTS = ['name', '-name', 'email', '-email', 'joined', '-joined'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

export const memberFilterSchema = z.object({
  // Matches first, last and full name, email, and a phone typed in any form.
  search: z.string({ error: 'Search must be text' }).trim().max(100, 'Search must be at most 100 characters').optional(),
  unit_id: idField('Unit').optional(),
  role: z.enum(ROLE_NAMES, { error: 'Role must be admin, leader or member' }).optional(),
  /** true: active people only; false: deactivated only; absent: everyone. */
  active: yesNo('Active').optional(),
});
export type MemberFilter = z.infer<typeof memberFilterSchema>;

export const memberListQuerySchema = paginationQuerySchema.extend(memberFilterSchema.shape).extend({
  sort: z.enum(MEMBER_SORTS, { error: `Sort must be one of: ${MEMBER_SORTS.join(', ')}` }).default('name'),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;
export const memberExportQuerySchema = memberFilterSchema;

export const memberListResponseSchema = listEnvelope(userSchema);
export const memberResponseSchema = dataEnvelope(userSchema);

export const idParamsSchema = z.object({ id: idField('Id') });

// --- Create (and invite) and edit: admins only ----------------------------------------------

const rolesField = z
  .array(z.enum(ROLE_NAMES, { error: 'Role must be admin, leader or member' }), { error: 'Roles must be a list' })
  .min(1, 'Choose at least one role')
  .transform((roles) => ROLE_NAMES.filter((name) => roles.includes(name)));
const unitIdsField = z
  .array(idField('Unit'), { error: 'Units must be a list' })
  .max(100, 'At most 100 units')
  .transform((ids) => [...new Set(ids)]);

const detailFields = {
  first_name: personNameField('First name'),
  last_name: personNameField('Last name'),
  email: emailField,
  phone: optionalPhoneField,
  gender: genderSchema.nullish(),
  birthday: birthdayField.nullish(),
  address: optionalText('Address', 500),
};

export const createMemberSchema = z.object({
  ...detailFields,
  /** Absent, null or empty: a person without an account (a child, a grandmother), no invitation sent. */
  email: z.union([z.literal('').transform(() => null), z.null(), emailField]).optional().transform((value) => value ?? null),
  /** Default: member. */
  roles: rolesField.optional(),
  /** Units joined as a member (leaders are set on the unit). */
  unit_ids: unitIdsField.optional(),
});
export type CreateMember = z.input<typeof createMemberSchema>;

export const updateMemberSchema = z
  .object({
    ...detailFields,
    /** The whole set of roles the person holds. */
    roles: rolesField,
    /** The whole set of units the person belongs to: units left out are left (with their leadership). */
    unit_ids: unitIdsField,
    active: z.boolean({ error: 'Active must be true or false' }),
  })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Send at least one field to change', path: ['_'] });
export type UpdateMember = z.input<typeof updateMemberSchema>;

export const MEMBER_CREATED_MESSAGE = (email: string | null) =>
  email ? `Member created. An invitation to set a password has been sent to ${email}.` : 'Person added without sign-in. Give them an email and send an invitation when they need an account.';
export const NO_EMAIL_TO_INVITE_MESSAGE = 'This person has no email yet: add one, then send the invitation.';
export const INVITATION_SENT_MESSAGE = (email: string) => `A new invitation has been sent to ${email}.`;
export const MEMBER_UPDATED_MESSAGE = 'The member has been updated.';
export const LAST_ADMIN_MESSAGE = 'The church needs at least one active admin.';
export const OWN_ADMIN_ROLE_MESSAGE = 'You cannot remove your own admin role.';
export const OWN_DEACTIVATION_MESSAGE = 'You cannot deactivate your own account.';
export const DEACTIVATED_MESSAGE = 'This account has been deactivated. Please contact the church office.';
/** Days an invitation link works (single use). */
export const INVITATION_TTL_DAYS = 7;

// --- A person's attendance, month by month ----------------------------------------------------

export const memberAttendanceQuerySchema = z.object({
  /** A calendar year (its months up to this one); absent: the twelve months up to this one. */
  year: yearField.optional(),
});
export const memberAttendanceSchema = z.object({
  /** Oldest first; never a month after this one. */
  months: z.array(monthSummarySchema),
  /** The last day they attended any service ('YYYY-MM-DD'), or null. */
  last_attended: z.string().nullable(),
});
export type MemberAttendance = z.infer<typeof memberAttendanceSchema>;
export const memberAttendanceResponseSchema = dataEnvelope(memberAttendanceSchema);
