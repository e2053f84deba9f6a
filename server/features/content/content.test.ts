import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importEvent } from '../../event-file/import-event.js';
import { readEventFile } from '../../event-file/read-event-file.js';
import { dialects } from '../../test-support/stores.js';
import {
  createTestApp,
  demoEventFile,
  tokenPayload,
  type GraphQLResponse,
  type TestApp,
} from '../../test-support/test-app.js';

const pagesQuery = '{ getPagesForFrontend { code name coverImg sequenceId } }';
const pageQuery = `query ($pageCode: String!) {
  getPageContentForFrontend(pageCode: $pageCode) {
    code name titleImg navTitle preText content
    buttons { link label openInNewTab }
    bottomGraphics { img alt link openInNewTab gridAttr { xs sm md lg xl } }
  }
}`;
const categoriesQuery = '{ getAllMediaLibraryCategoriesForFrontend { code name sequenceId content moreContent } }';
const mediaQuery = `query ($categoryCode: String!) {
  getAllMediaLibraryCategoryMediaForFrontend(categoryCode: $categoryCode) {
    code type title sequenceId params { videoId thumbnailLarge }
  }
}`;

const errorOf = (response: GraphQLResponse) => response.body.errors?.[0];

describe.each(dialects)('content pages and the media library on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.anonymousToken();
  });
  afterAll(() => t.close());

  it.each([
    ['getPagesForFrontend', pagesQuery, {}],
    ['getPageContentForFrontend', pageQuery, { pageCode: 'programm' }],
    ['getAllMediaLibraryCategoriesForFrontend', categoriesQuery, {}],
    ['getAllMediaLibraryCategoryMediaForFrontend', mediaQuery, { categoryCode: 'aufzeichnungen' }],
  ])('answers %s only with a session (UNAUTHENTICATED without)', async (_name, query, variables) => {
    const response = await t.graphql(query, { variables });
    expect(errorOf(response)?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(response.body.data).toBeNull();
    expect(errorOf(await t.graphql(query, { variables, token: 'not.a.token' }))?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('lists the pages of the demo event by sequenceId', async () => {
    const { body } = await t.graphql(pagesQuery, { token });
    expect(body.data?.['getPagesForFrontend']).toEqual([
      { code: 'programm', name: 'Programm', coverImg: '/demo/assets/page-programm.svg', sequenceId: 1 },
      { code: 'sprecher', name: 'Sprecher:innen', coverImg: '/demo/assets/page-sprecher.svg', sequenceId: 2 },
      { code: 'partner', name: 'Partner', coverImg: '/demo/assets/page-partner.svg', sequenceId: 3 },
    ]);
  });

  it('serves a content page with every part', async () => {
    const { body } = await t.graphql(pageQuery, { variables: { pageCode: 'programm' }, token });
    const page = body.data?.['getPageContentForFrontend'] as Record<string, unknown>;
    expect(page).toMatchObject({
      code: 'programm',
      name: 'Programm',
      titleImg: '/demo/assets/page-title.svg',
      navTitle: 'Das Programm',
      preText: 'Foyer Demo-Event',
      buttons: [
        { label: 'Zum Livestream', link: '/preStream', openInNewTab: false },
        { label: 'Zur Mediathek', link: '/mediaLibrary', openInNewTab: false },
      ],
      bottomGraphics: [
        {
          img: '/demo/assets/partner-a.svg',
          alt: 'Partner A',
          link: 'https://example.org/partner-a',
          openInNewTab: true,
          gridAttr: { xs: 12, sm: 6, md: 4, lg: null, xl: null },
        },
        { alt: 'Partner B', link: '/pages/partner', gridAttr: { xs: 12, sm: 6, md: 4 } },
        { img: '/demo/assets/partner-c.svg', alt: '', link: null, gridAttr: { xs: 12, sm: 12, md: 4 } },
      ],
    });
    expect(page['content']).toContain('<li><strong>10:00</strong> Begrüßung und Keynote</li>');
  });

  it('fills what a page leaves out with nulls and empty lists', async () => {
    const { body } = await t.graphql(pageQuery, { variables: { pageCode: 'sprecher' }, token });
    expect(body.data?.['getPageContentForFrontend']).toMatchObject({
      titleImg: null,
      preText: null,
      buttons: [],
      bottomGraphics: [],
    });
  });

  it("answers 404 'Page not found' for an unknown page code, and BAD_USER_INPUT for an oversized one", async () => {
    expect(errorOf(await t.graphql(pageQuery, { variables: { pageCode: 'nope' }, token }))).toMatchObject({
      message: 'Page not found',
      extensions: { code: '404' },
    });
    const long = errorOf(await t.graphql(pageQuery, { variables: { pageCode: 'x'.repeat(256) }, token }));
    expect(long?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(long?.message).toContain('pageCode');
  });

  it('lists the categories by sequenceId with their intro texts', async () => {
    const { body } = await t.graphql(categoriesQuery, { token });
    const categories = body.data?.['getAllMediaLibraryCategoriesForFrontend'] as Record<string, unknown>[];
    expect(categories.map((category) => [category['code'], category['name'], category['sequenceId']])).toEqual([
      ['aufzeichnungen', 'Aufzeichnungen', 1],
      ['interviews', 'Interviews', 2],
    ]);
    expect(categories[0]?.['content']).toContain('Aufzeichnungen der Sessions');
    expect(categories[0]?.['moreContent']).toContain('bis zum Ende des Jahres');
    expect(categories[1]?.['moreContent']).toBeNull();
  });

  it("serves a category's vimeo media by sequenceId, an empty list for an empty one, 404 for an unknown one", async () => {
    const { body } = await t.graphql(mediaQuery, { variables: { categoryCode: 'aufzeichnungen' }, token });
    expect(body.data?.['getAllMediaLibraryCategoryMediaForFrontend']).toEqual([
      {
        code: 'keynote',
        type: 'vimeo',
        title: 'Keynote',
        sequenceId: 1,
        params: { videoId: '76979871', thumbnailLarge: '/demo/assets/media-keynote.svg' },
      },
      expect.objectContaining({ code: 'panel', sequenceId: 2 }),
      expect.objectContaining({ code: 'workshop', sequenceId: 3 }),
    ]);
    const empty = await t.graphql(mediaQuery, { variables: { categoryCode: 'interviews' }, token });
    expect(empty.body).toEqual({ data: { getAllMediaLibraryCategoryMediaForFrontend: [] } });
    expect(errorOf(await t.graphql(mediaQuery, { variables: { categoryCode: 'nope' }, token }))).toMatchObject({
      message: 'Category not found',
      extensions: { code: '404' },
    });
  });

  it('follows a re-import: explicit sequenceIds reorder, hidden pages and media vanish, removed ones are gone', async () => {
    const demo = await readEventFile(demoEventFile);
    const [programm, sprecher, partner] = demo.pages;
    const [recordings, interviews] = demo.mediaLibrary.categories;
    if (!programm || !sprecher || !partner || !recordings || !interviews) throw new Error('demo event changed');
    const [keynote, panel, workshop] = recordings.media;
    if (!keynote || !panel || !workshop) throw new Error('demo event changed');
    await importEvent(t.store.db, {
      ...demo,
      pages: [
        { ...programm, sequenceId: 20 },
        { ...sprecher, status: 'hidden' },
        { ...partner, sequenceId: 10 },
      ],
      mediaLibrary: {
        categories: [
          { ...interviews, sequenceId: 1, media: [{ ...panel, sequenceId: 5 }] },
          {
            ...recordings,
            sequenceId: 2,
            media: [
              { ...keynote, sequenceId: 9 },
              { ...workshop, sequenceId: 3, status: 'hidden' },
            ],
          },
        ],
      },
    });
    try {
      const pages = (await t.graphql(pagesQuery, { token })).body.data?.['getPagesForFrontend'] as { code: string }[];
      expect(pages.map((page) => page.code)).toEqual(['partner', 'programm']);
      expect(
        errorOf(await t.graphql(pageQuery, { variables: { pageCode: 'sprecher' }, token }))?.extensions?.code,
      ).toBe('404');
      const categories = (await t.graphql(categoriesQuery, { token })).body.data?.[
        'getAllMediaLibraryCategoriesForFrontend'
      ] as { code: string }[];
      expect(categories.map((category) => category.code)).toEqual(['interviews', 'aufzeichnungen']);
      const media = async (categoryCode: string) =>
        (
          (await t.graphql(mediaQuery, { variables: { categoryCode }, token })).body.data?.[
            'getAllMediaLibraryCategoryMediaForFrontend'
          ] as { code: string }[]
        ).map((item) => item.code);
      expect(await media('interviews')).toEqual(['panel']);
      expect(await media('aufzeichnungen')).toEqual(['keynote']);

      await importEvent(t.store.db, { ...demo, pages: [], mediaLibrary: { categories: [] } });
      expect((await t.graphql(pagesQuery, { token })).body.data).toEqual({ getPagesForFrontend: [] });
      expect((await t.graphql(categoriesQuery, { token })).body.data).toEqual({
        getAllMediaLibraryCategoriesForFrontend: [],
      });
    } finally {
      await importEvent(t.store.db, demo);
    }
  });

  it('shows a page limited to ticket categories only to visitors of those categories', async () => {
    const demo = await readEventFile(demoEventFile);
    await importEvent(t.store.db, {
      ...demo,
      pages: demo.pages.map((page) => (page.code === 'partner' ? { ...page, ticketCategories: ['vip'] } : page)),
    });
    try {
      const codes = async (as: string) =>
        ((await t.graphql(pagesQuery, { token: as })).body.data?.['getPagesForFrontend'] as { code: string }[]).map(
          (page) => page.code,
        );
      expect(await codes(token)).toEqual(['programm', 'sprecher']);
      expect(errorOf(await t.graphql(pageQuery, { variables: { pageCode: 'partner' }, token }))?.extensions?.code).toBe(
        '404',
      );

      const vipToken = await t.anonymousToken();
      await t.store.db
        .updateTable('customers')
        .set({ ticket_category_code: 'vip' })
        .where('id', '=', Number(tokenPayload(vipToken)['sub']))
        .execute();
      expect(await codes(vipToken)).toEqual(['programm', 'sprecher', 'partner']);
      const { body } = await t.graphql(pageQuery, { variables: { pageCode: 'partner' }, token: vipToken });
      expect(body.data?.['getPageContentForFrontend']).toMatchObject({ navTitle: 'Unsere Partner' });
    } finally {
      await importEvent(t.store.db, demo);
    }
  });
});
