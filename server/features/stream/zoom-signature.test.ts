// The Meeting SDK signature against Zoom's documented format ("Meeting SDK authorization"): header, every claim and
// its bounds, HS256 with the SDK secret; and through getStream, that only a visitor the access policy admits gets one.
import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importEvent } from '../../event-file/import-event.js';
import { streamsSection } from '../../event-file/sections/streams.js';
import { testEvent, TICKET_PASSWORD } from '../../test-support/accounts-events.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { signZoomMeeting, ZOOM_PARTICIPANT_ROLE, ZOOM_SIGNATURE_TTL_SECONDS } from './zoom-signature.js';

const credentials = { key: 'foyerSdkKey123', secret: 'foyer-zoom-sdk-secret-0123456789' };
const secretKey = new TextEncoder().encode(credentials.secret);
const NOW = new Date('2025-06-01T12:00:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;

/** Checks a signature as Zoom's servers would, and returns its payload. */
async function expectZoomSignature(signature: string, meetingNumber: string, iat: number) {
  expect(decodeProtectedHeader(signature)).toEqual({ alg: 'HS256', typ: 'JWT' });
  const payload = decodeJwt(signature);
  expect(payload).toEqual({
    appKey: credentials.key,
    sdkKey: credentials.key,
    mn: meetingNumber,
    role: ZOOM_PARTICIPANT_ROLE,
    iat,
    exp: iat + ZOOM_SIGNATURE_TTL_SECONDS,
    tokenExp: iat + ZOOM_SIGNATURE_TTL_SECONDS,
  });
  // Zoom accepts an exp of at least 1800 s and at most 48 h after iat.
  expect(payload.exp! - payload.iat!).toBeGreaterThanOrEqual(1800);
  expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(48 * 60 * 60);
  const verified = await jwtVerify(signature, secretKey, {
    algorithms: ['HS256'],
    currentDate: new Date(iat * 1000 + 60_000),
  });
  expect(verified.protectedHeader.alg).toBe('HS256');
  return payload;
}

describe('the Zoom Meeting SDK signature', () => {
  it('is an HS256 JWT with the documented claims, signed with the SDK secret', async () => {
    const signature = await signZoomMeeting(credentials, '987654321', NOW);
    await expectZoomSignature(signature, '987654321', NOW_SECONDS);
  });

  it('does not verify with another secret, and is expired two hours after it was signed', async () => {
    const signature = await signZoomMeeting(credentials, '987654321', NOW);
    await expect(jwtVerify(signature, new TextEncoder().encode('another-secret-0123456789abcdef'))).rejects.toThrow(
      /signature verification failed/,
    );
    await expect(
      jwtVerify(signature, secretKey, { currentDate: new Date(NOW.getTime() + ZOOM_SIGNATURE_TTL_SECONDS * 1000 + 1) }),
    ).rejects.toThrow(/"exp" claim/);
  });

  it('counts whole seconds from the moment it is signed', async () => {
    const signature = await signZoomMeeting(credentials, '1', new Date(NOW.getTime() + 999));
    expect(decodeJwt(signature).iat).toBe(NOW_SECONDS);
  });
});

const getStream = `query ($code: String) {
  getStream(code: $code) { code params { joinParams { meetingNumber passcode signature apiKey } } }
}`;
const login =
  'query($email: String!, $password: String!) { customerLogin(email: $email, password: $password) { token } }';

interface JoinParams {
  meetingNumber: string;
  passcode: string;
  signature: string;
  apiKey: string;
}

describe('zoom streams through getStream', () => {
  const eventFileJoin = { meetingNumber: '987654321', passcode: 'geheim', signature: 'sig', apiKey: 'key' };
  let signed: TestApp;
  let unsigned: TestApp;
  const start = async (env: Record<string, string>) => {
    const t = await createTestApp('sqlite', { importDemo: false, env });
    await importEvent(t.store.db, {
      ...testEvent({ loginType: 'emailLogin' }),
      streams: streamsSection.parse([{ code: 'meeting', platform: 'zoom', params: { joinParams: eventFileJoin } }]),
    });
    return t;
  };
  beforeAll(async () => {
    [signed, unsigned] = await Promise.all([
      start({ ZOOM_SDK_KEY: credentials.key, ZOOM_SDK_SECRET: credentials.secret }),
      start({}),
    ]);
  });
  afterAll(() => Promise.all([signed.close(), unsigned.close()]));

  const joinParamsFor = async (t: TestApp) => {
    const { body } = await t.graphql(login, {
      variables: { email: 'ticket@example.org', password: TICKET_PASSWORD },
    });
    const token = (body.data?.['customerLogin'] as { token: string }).token;
    const stream = await t.graphql(getStream, { variables: { code: 'meeting' }, token });
    expect(stream.body.errors).toBeUndefined();
    return (stream.body.data?.['getStream'] as { params: { joinParams: JoinParams } }).params.joinParams;
  };

  it('hands an admitted visitor a signature signed now with the SDK key as apiKey', async () => {
    signed.clock.set(NOW);
    const join = await joinParamsFor(signed);
    expect(join).toMatchObject({ meetingNumber: '987654321', passcode: 'geheim', apiKey: credentials.key });
    await expectZoomSignature(join.signature, '987654321', NOW_SECONDS);
    // Signed again on each request: a later visitor gets a later signature.
    signed.clock.set(new Date(NOW.getTime() + 3_600_000));
    const later = await joinParamsFor(signed);
    expect(decodeJwt(later.signature).iat).toBe(NOW_SECONDS + 3600);
  });

  it('gives a visitor without access no signature at all', async () => {
    const { body } = await signed.graphql(getStream, { variables: { code: 'meeting' } });
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(body.data?.['getStream'] ?? null).toBeNull();
    expect(JSON.stringify(body)).not.toMatch(/eyJ/);
  });

  it("keeps the event file's values without the SDK settings", async () => {
    expect(await joinParamsFor(unsigned)).toEqual(eventFileJoin);
  });
});
