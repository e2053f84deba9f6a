import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loginErrorOf, registrationErrorOf } from './account-errors';

const answer = (code: string) => new ApolloError({ graphQLErrors: [new GraphQLError('x', { extensions: { code } })] });
const networkFailure = new ApolloError({ networkError: new Error('Failed to fetch') });

describe('the §8 login and registration errors', () => {
  it.each([
    ['412', 'notActivated'],
    ['403', 'forbidden'],
    ['BAD_USER_INPUT', 'invalidCredentials'],
    ['INTERNAL_SERVER_ERROR', 'invalidCredentials'],
    ['429', 'tooManyAttempts'],
  ])('maps login code %s to %s', (code, expected) => {
    expect(loginErrorOf(answer(code))).toBe(expected);
  });

  it('maps a network or API failure to service unavailable', () => {
    expect(loginErrorOf(networkFailure)).toBe('serviceUnavailable');
    expect(loginErrorOf(new Error('anything else'))).toBe('serviceUnavailable');
  });

  it.each([
    ['412', 'notActivated'],
    ['409', 'emailInUse'],
    ['BAD_USER_INPUT', 'emailInUse'],
    ['429', 'tooManyAttempts'],
  ])('maps registration code %s to %s', (code, expected) => {
    expect(registrationErrorOf(answer(code))).toBe(expected);
  });
});
