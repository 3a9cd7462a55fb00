import { HttpError } from '@church/platform/http';
import { KEPT_INPUT_NOTE, sendFailureMessage, serverFieldErrors } from './send-failure';

describe('sendFailureMessage', () => {
  it("uses the server's own message for a refused request", () => {
    const error = new HttpError(429, { message: 'Too many attempts. Please wait 1 minute and try again.' }, 'x');
    expect(sendFailureMessage(error)).toBe(`Too many attempts. Please wait 1 minute and try again. ${KEPT_INPUT_NOTE}`);
  });
  it('explains a server failure without its technical text', () => {
    const message = sendFailureMessage(new HttpError(502, { message: 'connect ECONNREFUSED 127.0.0.1:4000' }, 'x'));
    expect(message).toMatch(/server is not available/);
    expect(message).not.toMatch(/ECONNREFUSED/);
  });
  it('explains an unreachable server', () => {
    expect(sendFailureMessage(new TypeError('Failed to fetch'))).toMatch(/could not reach/);
  });
  it("returns a 422's field errors only", () => {
    expect(serverFieldErrors(new HttpError(422, { message: 'm', errors: { name: ['Name is required'] } }, 'm'))).toEqual({ name: ['Name is required'] });
    expect(serverFieldErrors(new HttpError(400, { message: 'm', errors: { name: ['x'] } }, 'm'))).toEqual({});
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });
});
