import { describe, expect, it } from 'vitest';
import {
  actionWidthPercent,
  displayedVisitorCount,
  embedUrl,
  externTarget,
  isZoomEndedMessage,
  zoomFrameUrl,
  type StreamParams,
} from './stream-rules';

const none: StreamParams = {
  externUrl: null,
  link: null,
  joinParams: null,
  dataId: null,
  key: null,
  timestamp: null,
  corporationId: null,
  outputId: null,
  videoId: null,
  hideVolumeControl: null,
  autoPlay: null,
};
const base = 'https://portal.example/stream/main';

describe('embedUrl', () => {
  it.each([
    ['youtube', { videoId: 'abc' }, 'https://www.youtube-nocookie.com/embed/abc?autoplay=0&mute=0&rel=0&playsinline=1'],
    [
      'youtube',
      { videoId: 'abc', autoPlay: true },
      'https://www.youtube-nocookie.com/embed/abc?autoplay=1&mute=1&rel=0&playsinline=1',
    ],
    ['vimeo', { videoId: '42', autoPlay: true }, 'https://player.vimeo.com/video/42?autoplay=1&muted=1&controls=1'],
    [
      '3q',
      { dataId: 'd-1', key: 'k', timestamp: '17', hideVolumeControl: true },
      'https://playout.3qsdn.com/d-1?autoplay=false&key=k&timestamp=17&volumecontrol=false',
    ],
    ['contentFlow', { corporationId: 'acme', outputId: 'o1' }, 'https://player.contentflow.de/acme/o1?autoplay=0'],
    ['iframe', { link: '/demo/player.html' }, 'https://portal.example/demo/player.html'],
  ])('builds the %s frame from its params', (platform, params, expected) => {
    expect(embedUrl(platform, { ...none, ...params }, base)).toBe(expected);
  });

  it('encodes ids and gives null when a needed param is missing', () => {
    expect(embedUrl('youtube', { ...none, videoId: 'a/b?c' }, base)).toContain('/embed/a%2Fb%3Fc?');
    expect(embedUrl('vimeo', none, base)).toBeNull();
    expect(embedUrl('contentFlow', { ...none, corporationId: 'x' }, base)).toBeNull();
    expect(embedUrl('hls', { ...none, link: '/x.m3u8' }, base)).toBeNull();
  });
});

describe('the stream page rules', () => {
  it('sends extern streams to externUrl, else to the external zoom jump page', () => {
    expect(externTarget({ code: 'main', params: { ...none, externUrl: 'https://meet.example/1' } })).toBe(
      'https://meet.example/1',
    );
    expect(externTarget({ code: 'talk 1', params: none })).toBe('/jump/externalZoomMeeting/talk%201');
  });

  it('makes action buttons max(100/count, 33.3) percent wide', () => {
    expect(actionWidthPercent(1)).toBe(100);
    expect(actionWidthPercent(2)).toBe(50);
    expect(actionWidthPercent(3)).toBeCloseTo(33.33);
    expect(actionWidthPercent(5)).toBe(33.3);
  });

  it('shows at least one visitor', () => {
    expect(displayedVisitorCount(undefined)).toBe(1);
    expect(displayedVisitorCount(0)).toBe(1);
    expect(displayedVisitorCount(7)).toBe(7);
  });

  it('puts the join params and the name into the zoom frame address', () => {
    const url = new URL(
      zoomFrameUrl(
        '/zoom.html',
        { ...none, joinParams: { meetingNumber: '123', passcode: 'p', signature: 's', apiKey: 'k', userName: null } },
        'Ada L',
        'en',
        base,
      ),
    );
    expect(url.pathname).toBe('/zoom.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      meetingNumber: '123',
      passcode: 'p',
      signature: 's',
      apiKey: 'k',
      userName: 'Ada L',
      lang: 'en',
    });
  });

  it('recognises the end message of zoom.html only', () => {
    expect(isZoomEndedMessage({ source: 'foyer-zoom', type: 'meeting-ended' })).toBe(true);
    expect(isZoomEndedMessage({ type: 'meeting-ended' })).toBe(false);
    expect(isZoomEndedMessage(null)).toBe(false);
  });
});
