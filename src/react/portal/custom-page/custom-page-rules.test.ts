// @vitest-environment jsdom
import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { isGatedByStream, visibleElements } from './custom-page-rules';
import { customPageErrorOf } from './custom-page-errors';
import { forgetPassword, knownPassword, storePassword } from './custom-page-password';

const answer = (code: string) => new ApolloError({ graphQLErrors: [new GraphQLError('x', { extensions: { code } })] });

describe('the custom page password (§5)', () => {
  beforeEach(() => sessionStorage.clear());

  it('comes from the query parameters password, p or k, in that order', () => {
    expect(knownPassword('?k=3&p=2&password=1', '/page/a', sessionStorage)).toEqual({
      password: '1',
      fromStorage: false,
    });
    expect(knownPassword('?k=3&p=2', '/page/a', sessionStorage)).toEqual({ password: '2', fromStorage: false });
    expect(knownPassword('?k=3', '/page/a', sessionStorage)).toEqual({ password: '3', fromStorage: false });
    expect(knownPassword('?x=1', '/page/a', sessionStorage)).toBeNull();
  });

  it('else from session storage, kept per path, and forgotten on request', () => {
    storePassword('/page/a', 'alpha', sessionStorage);
    storePassword('/page/b', 'beta', sessionStorage);
    expect(knownPassword('', '/page/a', sessionStorage)).toEqual({ password: 'alpha', fromStorage: true });
    expect(knownPassword('?p=query', '/page/a', sessionStorage)).toEqual({ password: 'query', fromStorage: false });
    forgetPassword('/page/a', sessionStorage);
    expect(knownPassword('', '/page/a', sessionStorage)).toBeNull();
    expect(knownPassword('', '/page/b', sessionStorage)).toEqual({ password: 'beta', fromStorage: true });
  });

  it('ignores a broken session-storage entry', () => {
    sessionStorage.setItem('customPagePassword', '{not json');
    expect(knownPassword('', '/page/a', sessionStorage)).toBeNull();
    storePassword('/page/a', 'alpha', sessionStorage);
    expect(knownPassword('', '/page/a', sessionStorage)).toEqual({ password: 'alpha', fromStorage: true });
  });
});

describe('the custom page errors (§8)', () => {
  it.each([
    ['404', 'notFound'],
    ['403', 'loginRequired'],
    ['4031', 'notAvailable'],
    ['4032', 'password'],
    ['4033', 'ticketCategory'],
    ['429', 'default'],
    ['INTERNAL_SERVER_ERROR', 'default'],
  ])('maps %s to %s', (code, expected) => {
    expect(customPageErrorOf(answer(code))).toBe(expected);
  });

  it('maps a failed request to the default text', () => {
    expect(customPageErrorOf(new ApolloError({ networkError: new Error('offline') }))).toBe('default');
  });
});

describe('the custom page elements (§2)', () => {
  const element = (code: string, component: 'cta' | 'stream' | 'jsx', sequenceId: number, status = 'active') => ({
    code,
    component,
    params: {},
    sequenceId,
    status,
  });

  it('are the active ones in sequenceId order', () => {
    const ordered = visibleElements([
      element('c', 'jsx', 3),
      element('a', 'cta', 1),
      element('hidden', 'jsx', 0, 'hidden'),
      element('b', 'stream', 2),
    ]);
    expect(ordered.map((e) => e.code)).toEqual(['a', 'b', 'c']);
  });

  it('wait for a stream unless they are one', () => {
    expect(['cta', 'jsx', 'video', 'form'].every((c) => isGatedByStream(c as 'cta'))).toBe(true);
    expect(isGatedByStream('stream')).toBe(false);
    expect(isGatedByStream('streamWithCta')).toBe(false);
  });
});
