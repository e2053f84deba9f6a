import { describe, expect, it } from 'vitest';
import { jumpUrl, readCardParams } from './card-params';

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
});
