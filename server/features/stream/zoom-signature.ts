// The Meeting SDK signature a zoom stream's visitors join with, signed here so the SDK secret never reaches a browser.
// Zoom's "Meeting SDK authorization" (and its sample zoom/meetingsdk-auth-endpoint-sample): an HS256 JWT over
// { appKey, sdkKey, mn, role, iat, exp, tokenExp } with the SDK secret.
import { SignJWT } from 'jose';

/** The app's Meeting SDK credentials (ZOOM_SDK_KEY, ZOOM_SDK_SECRET). */
export interface ZoomSdkCredentials {
  key: string;
  secret: string;
}

/** role 0: the visitor joins as a participant, never as host (1). */
export const ZOOM_PARTICIPANT_ROLE = 0;
/** How long a signature is good for: Zoom allows 1800 s to 48 h after iat. */
export const ZOOM_SIGNATURE_TTL_SECONDS = 2 * 60 * 60;

/** A fresh signature for joining meeting `meetingNumber` as a participant, valid from `now` for two hours. */
export function signZoomMeeting(credentials: ZoomSdkCredentials, meetingNumber: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ZOOM_SIGNATURE_TTL_SECONDS;
  return new SignJWT({
    appKey: credentials.key,
    sdkKey: credentials.key,
    mn: meetingNumber,
    role: ZOOM_PARTICIPANT_ROLE,
    iat,
    exp,
    tokenExp: exp,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(credentials.secret));
}
