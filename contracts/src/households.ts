import { z } from 'zod';
import { dataEnvelope, listEnvelope, paginationQuerySchema } from './envelope';
import { birthdayField, idField, optionalText, personNameField, requiredText } from './fields';

// Households (docs/decisions/0066-people-and-households.md): people who live together, each an
// adult or a child in it; a person may belong to two. Admins manage all of them; a member reaches
// the households they are an adult of. A child's care details (allergies, care notes, school
// grade) are read per household by admins and its adults only, never in a list.

export const HOUSEHOLD_ROLES = ['adult', 'child'] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];
const roleField = z.enum(HOUSEHOLD_ROLES, { error: 'Role must be adult or child' });

/** 0 is the first year of school (reception, kindergarten); 13 the last a school may have. */
const schoolGradeField = z.number({ error: 'School grade must be a number from 0 to 13' }).int('School grade must be a whole number').min(0, 'School grade must be from 0 to 13').max(13, 'School grade must be from 0 to 13');

const careFields = {
  allergies: optionalText('Allergies', 500),
  care_notes: optionalText('Care notes', 1000),
  school_grade: schoolGradeField.nullish(),
};

export const childCareSchema = z.object({
  allergies: z.string().nullable(),
  care_notes: z.string().nullable(),
  school_grade: z.number().int().nullable(),
});
export type ChildCare = z.infer<typeof childCareSchema>;

export const householdPersonSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  role: z.enum(HOUSEHOLD_ROLES),
  birthday: z.string().nullable(),
  /** Null for a person without an account. */
  email: z.string().nullable(),
  /** A child's care details, to admins and the household's adults only; otherwise absent. */
  care: childCareSchema.nullable().optional(),
});
export type HouseholdPerson = z.infer<typeof householdPersonSchema>;

export const householdSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  people: z.array(householdPersonSchema),
});
export type Household = z.infer<typeof householdSchema>;

/** A household in a list: no people's details, so nothing sensitive. */
export const householdSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  adults: z.number().int(),
  children: z.number().int(),
});
export type HouseholdSummary = z.infer<typeof householdSummarySchema>;

export const householdListQuerySchema = paginationQuerySchema.extend({
  search: z.string({ error: 'Search must be text' }).trim().max(100, 'Search must be at most 100 characters').optional(),
});
export const householdListResponseSchema = listEnvelope(householdSummarySchema);
export const myHouseholdsResponseSchema = dataEnvelope(z.array(householdSchema));
export const householdResponseSchema = dataEnvelope(householdSchema);

export const createHouseholdSchema = z.object({
  name: requiredText('Name', 200),
  address: optionalText('Address', 500),
});
export type CreateHousehold = z.input<typeof createHouseholdSchema>;

export const updateHouseholdSchema = createHouseholdSchema
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Send at least one field to change', path: ['_'] });

export const householdParamsSchema = z.object({ id: idField('Household') });
export const householdPersonParamsSchema = z.object({ id: idField('Household'), personId: idField('Person') });

/** Someone already known (by id), or a new person without an account (a child: names, birthday, care details). */
export const addHouseholdPersonSchema = z.union([
  z.object({ person_id: idField('Person'), role: roleField }),
  z.object({
    role: roleField,
    first_name: personNameField('First name'),
    last_name: personNameField('Last name'),
    birthday: birthdayField.nullish(),
    ...careFields,
  }),
], { error: 'Send person_id, or first_name and last_name for a new person' });
export type AddHouseholdPerson = z.input<typeof addHouseholdPersonSchema>;

/** A person's role in the household and, for a child, their care details. */
export const updateHouseholdPersonSchema = z
  .object({ role: roleField, ...careFields })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Send at least one field to change', path: ['_'] });

export const HOUSEHOLD_NOT_FOUND_MESSAGE = 'No household with this id.';
export const NOT_IN_HOUSEHOLD_MESSAGE = 'This person is not in this household.';
export const ALREADY_IN_HOUSEHOLD_MESSAGE = 'This person is already in this household.';
export const NO_PERSON_MESSAGE = 'No person with this id.';
export const NOT_YOUR_HOUSEHOLD_MESSAGE = 'You can only see and change your own household.';
export const ADMINS_SET_ROLES_MESSAGE = 'Only an admin changes who is an adult or a child in a household.';
export const ADMINS_ACT_ON_ADULTS_MESSAGE = 'Only an admin changes or takes out another adult of a household.';
export const ADMINS_ADD_KNOWN_PEOPLE_MESSAGE = 'Only an admin adds someone already known to a household: add a new person by name.';
