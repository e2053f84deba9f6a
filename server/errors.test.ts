import { describe, expect, it } from 'vitest';
import {
  badUserInput,
  conflict,
  forbidden,
  notActivated,
  notAvailableNow,
  notFound,
  passwordRequired,
  tooManyRequests,
  unauthenticated,
  wrongTicketCategory,
} from './errors.js';

describe('named errors', () => {
  it.each([
    [unauthenticated(), 'UNAUTHENTICATED'],
    [badUserInput('target: too long'), 'BAD_USER_INPUT'],
    [forbidden(), '403'],
    [notFound(), '404'],
    [conflict('The form is closed'), '409'],
    [notActivated(), '412'],
    [notAvailableNow(), '4031'],
    [passwordRequired(), '4032'],
    [wrongTicketCategory(), '4033'],
    [tooManyRequests(), '429'],
  ])('%s carries the code portal.md §8 expects', (error, code) => {
    expect(error.extensions.code).toBe(code);
    expect(error.message.length).toBeGreaterThan(0);
  });
});
