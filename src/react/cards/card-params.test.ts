import { describe, expect, it } from 'vitest';
import { jumpUrl, readCardParams, readCookie } from './card-params';

describe('card params', () => {
  it('reads what fits and defaults the rest', () => {
    expect(readCardParams({ actionType: 'teleport', actionEmitter: 'smoke', openNewTab: 'yes' })).toMatchObject({
      actionType: 'none',
      actionEmitter: 'button',
      openNewTab: false,
      altText: '',
    });
    expect(readCardParams(null).iFrame).toBeUndefined();
  });

  it("opens the jump route on the API's server", () => {
    expect(jumpUrl('/graphql', 'networking', 'https://portal.example/stream')).toBe(
      'https://portal.example/jump/zoomExchangeMeeting?card=networking',
    );
    expect(jumpUrl('https://api.example/graphql', 'n', 'https://cms.example/page')).toBe(
      'https://api.example/jump/zoomExchangeMeeting?card=n',
    );
  });

  it('finds a cookie by its exact name', () => {
    expect(readCookie('a=1; autoOpenForm_feedback=1', 'autoOpenForm_feedback')).toBe('1');
    expect(readCookie('xautoOpenForm_feedback=1', 'autoOpenForm_feedback')).toBeUndefined();
  });
});
