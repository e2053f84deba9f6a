import { describe, expect, it } from 'vitest';
import { parseEventFile, readEventFile } from '../../event-file/read-event-file.js';
import { eventFileProblems, MINIMAL_EVENT_YAML } from '../../test-support/event-files.js';
import { demoEventFile } from '../../test-support/test-app.js';

const head = `${MINIMAL_EVENT_YAML}streams:\n`;

const problemsOf = (streams: string) => eventFileProblems(head + streams);

describe('the streams section of the event file', () => {
  it("gives the demo event a looping HLS 'main' stream with a visitor count", async () => {
    const event = await readEventFile(demoEventFile);
    expect(event.streams[0]).toMatchObject({
      code: 'main',
      platform: 'hls',
      type: 'embed',
      showVisitorCount: true,
      singleSessionPerCustomer: false,
      params: { link: '/demo-stream/master.m3u8' },
    });
  });

  it('fills the defaults', () => {
    const event = parseEventFile('event.yaml', `${head}  - { code: plain, platform: none }\n`);
    expect(event.streams).toEqual([
      {
        code: 'plain',
        platform: 'none',
        type: 'embed',
        params: {},
        actions: [],
        showVisitorCount: false,
        singleSessionPerCustomer: false,
      },
    ]);
  });

  it('names each problem with its place', () => {
    expect(
      problemsOf(`  - { code: a, platform: twitch }
  - { code: b, platform: hls }
  - { code: c, platform: youtube, params: { videoId: x }, colour: red }
  - { code: c, platform: none, projectId: 9 }
  - code: d
    platform: none
    actions:
      - { type: link, label: Go }
      - { type: form, label: Ask }
  - { code: e, platform: iframe, params: { link: 'javascript:alert(1)' } }
`),
    ).toEqual([
      'event.yaml: streams[0].platform: expected one of "zoom", "3q", "contentFlow", "youtube", "vimeo", "hls", "iframe", "none", got "twitch"',
      'event.yaml: streams[1].params.link: required for platform hls',
      'event.yaml: streams[2].colour: unknown key (see docs/event-file.md for the allowed keys)',
      'event.yaml: streams[4].actions[0].url: a link action needs a url',
      'event.yaml: streams[4].actions[1].formCode: a form action needs a formCode',
      'event.yaml: streams[5].params.link: expected a path starting with a single / or an http(s) link',
    ]);
  });

  it('rejects a duplicate code and an unknown project', () => {
    expect(
      problemsOf(`  - { code: c, platform: none }
  - { code: c, platform: none, projectId: 9 }
`),
    ).toEqual([
      'event.yaml: streams[1].code: duplicate stream code',
      'event.yaml: streams[1].projectId: no project with id 9 in projects',
    ]);
  });

  it('lets an extern stream go without player params', () => {
    const event = parseEventFile('event.yaml', `${head}  - { code: x, platform: zoom, type: extern }\n`);
    expect(event.streams[0]).toMatchObject({ type: 'extern', platform: 'zoom' });
  });
});
