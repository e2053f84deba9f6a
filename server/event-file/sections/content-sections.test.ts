import { describe, expect, it } from 'vitest';
import { parseEventFile } from '../read-event-file.js';
import { mediaLibrarySection } from './media-library.js';
import { pagesSection } from './pages.js';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('the content sections of the event file', () => {
  it('fills a minimal page with its defaults', () => {
    const [page] = pagesSection.parse([{ code: 'a', name: 'A', coverImg: '/a.svg' }]);
    expect(page).toEqual({
      code: 'a',
      name: 'A',
      coverImg: '/a.svg',
      status: 'active',
      ticketCategories: [],
      content: { buttons: [], bottomGraphics: [] },
    });
    const [withGraphic] = pagesSection.parse([
      {
        code: 'b',
        name: 'B',
        coverImg: '/b.svg',
        content: { bottomGraphics: [{ img: '/g.svg', gridAttr: { md: 6 } }] },
      },
    ]);
    expect(withGraphic?.content.bottomGraphics[0]).toEqual({
      img: '/g.svg',
      alt: '',
      openInNewTab: false,
      gridAttr: { xs: 12, md: 6 },
    });
  });

  it('refuses pages with unsafe images, spans beyond 12, linked graphics without alt text and duplicate codes', () => {
    expect(
      issues(
        pagesSection.safeParse([
          { code: 'a', name: 'A', coverImg: 'javascript:alert(1)' },
          {
            code: 'b',
            name: 'B',
            coverImg: '//evil.example/b.svg',
            content: {
              titleImg: 'data:image/svg+xml,<svg/>',
              buttons: [{ label: 'X', link: 'javascript:alert(1)' }],
              bottomGraphics: [{ img: '/g.svg', link: '/pages/a', gridAttr: { sm: 13 } }],
            },
          },
          { code: 'a', name: 'A2', coverImg: '/a.svg' },
        ]),
      ),
    ).toEqual([
      '0.coverImg: expected a path starting with a single / or an http(s) link',
      '1.coverImg: expected a path starting with a single / or an http(s) link',
      '1.content.titleImg: expected a path starting with a single / or an http(s) link',
      '1.content.buttons.0.link: expected a path starting with a single / or an http://, https:// or mailto: link',
      '1.content.bottomGraphics.0.gridAttr.sm: Too big: expected number to be <=12',
      '1.content.bottomGraphics.0.alt: required when the graphic is a link',
      '2.code: duplicate page code',
    ]);
    expect(
      issues(
        pagesSection.safeParse([
          { code: 'c', name: 'C', coverImg: '/c.svg', content: { bottomGraphics: [{ img: '/g.svg', link: '/x' }] } },
        ]),
      ),
    ).toEqual(['0.content.bottomGraphics.0.alt: required when the graphic is a link']);
  });

  it('refuses media that are not vimeo videos, bad video ids and media codes used twice in the library', () => {
    const video = (code: string, videoId = '76979871') => ({ code, type: 'vimeo', title: code, params: { videoId } });
    expect(
      issues(
        mediaLibrarySection.safeParse({
          categories: [
            { code: 'a', name: 'A', media: [{ ...video('two'), type: 'youtube' }] },
            { code: 'b', name: 'B', media: [video('three', 'https://vimeo.com/1')] },
          ],
        }),
      ),
    ).toEqual([
      'categories.0.media.0.type: Invalid input: expected "vimeo"',
      'categories.1.media.0.params.videoId: expected the numeric Vimeo video id, like 76979871',
    ]);
    expect(
      issues(
        mediaLibrarySection.safeParse({
          categories: [
            { code: 'a', name: 'A', media: [video('one')] },
            { code: 'b', name: 'B', media: [video('one')] },
            { code: 'a', name: 'A again' },
          ],
        }),
      ),
    ).toEqual([
      'categories.1.media.0.code: duplicate media code (codes are unique in the whole library)',
      'categories.2.code: duplicate category code',
    ]);
  });

  it('refuses a page limited to a ticket category the file does not define', () => {
    const file = `
event: { name: E, language: de }
projects: [{ id: 4, code: basic, name: E, schedule: { start: '2024-01-01T00:00:00Z', end: '2099-01-01T00:00:00Z' } }]
portal: { projectId: 4, eventProjectId: 4 }
ticketCategories: [{ code: vip, name: VIP }]
pages: [{ code: a, name: A, coverImg: /a.svg, ticketCategories: [vip, gold] }]
`;
    expect(() => parseEventFile('event.yaml', file)).toThrow(
      'pages[0].ticketCategories[1]: unknown ticket category "gold"; add it to ticketCategories',
    );
  });
});
