import { describe, expect, it } from 'vitest';
import { meetingUrl, zoomExchangeUrl, type MeetingJoinParams } from './meeting-url';

describe('the external meeting address', () => {
  it('carries the join params, the name and the language, and leaves out missing and unknown ones', () => {
    const url = new URL(
      meetingUrl(
        { meetingNumber: '123', passcode: 'pw', signature: null, __typename: 'JoinParams' } as MeetingJoinParams,
        'Ada L',
        'de-DE-DU',
        'http://x.test/a',
      ),
    );
    expect(url.pathname).toBe('/zoom.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      meetingNumber: '123',
      passcode: 'pw',
      userName: 'Ada L',
      lang: 'de-DE-DU',
    });
  });
});

describe('the link-rotation jump', () => {
  it("points at the API's server with the page's query", () => {
    expect(zoomExchangeUrl('/graphql', '?card=networking', 'http://portal.test/jump/zoomExchangeMeeting')).toBe(
      'http://portal.test/jump/zoomExchangeMeeting?card=networking',
    );
    expect(zoomExchangeUrl('https://api.test/graphql', '', 'http://cms.test/page#/jump/zoomExchangeMeeting')).toBe(
      'https://api.test/jump/zoomExchangeMeeting',
    );
  });
});
