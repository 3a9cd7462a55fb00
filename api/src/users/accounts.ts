import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../http/errors';

const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';

/** 409 with `errors.email`: register and PATCH /me answer it alike. */
export const emailTaken = () => new HttpError(409, EMAIL_TAKEN_MESSAGE, { email: [EMAIL_TAKEN_MESSAGE] });

/** Runs a write that may hit `users_email_unique` (two requests racing) and answers 409 then. */
export async function withUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}
