import { defaultSiteDesign, PRESET_PALETTES } from '@folio/core/site-design';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import * as sites from '../sites/service.ts';

const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

describe('the site design API (issue 16 part 2)', () => {
  let t: TestApp;
  let owner: TestClient;
  const get = async () => (await owner.request({ url: '/api/site-design' })).json();
  const put = (changes: unknown) =>
    owner.request({ method: 'PUT', url: '/api/site-design', payload: { changes } });

  beforeAll(async () => {
    // The HTML cache on: a save must drop the pages visitors were served.
    t = await makeTestApp('pglite', { FOLIO_HTML_CACHE: 'on' });
    owner = t.client();
    await owner.signIn('owner@demo.test');
  });
  afterAll(() => t?.close());

  it('issue 16: GET /api/site-design answers the default design (today’s look), the font catalogue and the six palettes', async () => {
    const answer = await owner.request({ url: '/api/site-design' });
    expect(answer.statusCode).toBe(200);
    const view = answer.json();
    expect(view.design).toEqual(defaultSiteDesign());
    expect(Object.keys(view.palettes).sort()).toEqual(['blue', 'gray', 'green', 'orange', 'pink', 'red']);
    expect(view.fonts.find((f: { id: string }) => f.id === 'lora')).toEqual({
      id: 'lora',
      name: 'Lora',
      category: 'serif',
      weights: [400, 500, 600],
      fallback: 'Georgia, "Times New Roman", serif',
      previewHref: '/_fonts/lora-400.woff2',
    });
    // The default design adds no custom property on :root: the demo looks as it did.
    const home = (await t.client().request({ url: '/' })).body;
    expect(styleOf(home)).not.toContain(':root');
    expect(home).not.toContain('rel="preload" href="/_fonts/');
  });

  it('EDIT-034 a save of the palette changes only the palette; the visitor’s page gets its colours at once', async () => {
    const visitor = t.client();
    const before = (await visitor.request({ url: '/' })).body;
    expect((await visitor.request({ url: '/' })).headers['x-folio-cache']).toBe('hit');
    const was = await get();
    const saved = await put({ palette: { id: 'green', colors: PRESET_PALETTES.green } });
    expect(saved.statusCode).toBe(200);
    const now = await get();
    expect(now.design.palette).toEqual({ id: 'green', colors: PRESET_PALETTES.green });
    expect({ ...now.design, palette: was.design.palette }).toEqual(was.design);
    const page = await visitor.request({ url: '/' });
    expect(page.body).not.toBe(before);
    const css = styleOf(page.body);
    expect(css).toContain(`--color-paper:${PRESET_PALETTES.green.lightest}`);
    expect(css).toContain(`--color-ink:${PRESET_PALETTES.green.darkest}`);
    // The <style> runs under the page's CSP by its hash, and no other inline style does.
    expect(page.headers['content-security-policy']).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });

  it('EDIT-034 a save of the colour themes changes only them; a page section picks a theme by its id', async () => {
    const was = await get();
    const themes = was.design.colorThemes.map((theme: { id: string }) =>
      theme.id === 'dark' ? { ...theme, name: 'Night', heading: 'accent' } : theme,
    );
    expect((await put({ colorThemes: themes })).statusCode).toBe(200);
    const now = await get();
    expect(now.design.colorThemes.find((th: { id: string }) => th.id === 'dark').name).toBe('Night');
    expect({ ...now.design, colorThemes: was.design.colorThemes }).toEqual(was.design);
    // The home page has no section in a theme: no theme rule is sent with it.
    expect(styleOf((await t.client().request({ url: '/' })).body)).not.toContain('data-color-theme');
    const created = (
      await owner.request({ method: 'POST', url: '/api/config/pages', payload: { title: 'Band' } })
    ).json().page;
    const data = {
      root: { props: { title: 'Band' } },
      content: [
        {
          type: 'Section',
          props: {
            id: 'band',
            colorTheme: 'dark',
            spacing: 'regular',
            content: [
              {
                type: 'Heading',
                props: { id: 'band-h', text: 'Open on Saturdays', level: 'h2', align: 'left' },
              },
            ],
          },
        },
      ],
    };
    const published = await owner.request({
      method: 'POST',
      url: `/api/config/pages/${created.id}/publish`,
      payload: { data },
    });
    expect(published.statusCode).toBe(200);
    const band = (await t.client().request({ url: `/${created.slug}` })).body;
    expect(band).toContain('<section class="');
    expect(band).toContain('data-color-theme="dark"');
    const css = styleOf(band);
    expect(css).toContain(`[data-color-theme="dark"]{--color-paper:${PRESET_PALETTES.green.darkest}`);
    expect(css).not.toContain('[data-color-theme="light"]');
    expect(
      (await owner.request({ method: 'DELETE', url: `/api/config/pages/${created.id}` })).statusCode,
    ).toBe(204);
  });

  it('EDIT-033 a save of the active colour theme id and the active font theme id changes only them', async () => {
    const was = await get();
    const fontThemes = [
      ...was.design.fontThemes,
      {
        id: 'modern',
        name: 'Modern',
        heading: { family: 'playfair-display', weight: 600, scale: 'large' },
        body: { family: 'inter', weight: 400, size: 17 },
      },
    ];
    expect((await put({ fontThemes })).statusCode).toBe(200);
    const afterThemes = await get();
    expect((await put({ activeColorThemeId: 'light', activeFontThemeId: 'modern' })).statusCode).toBe(200);
    const now = await get();
    expect(now.design.activeColorThemeId).toBe('light');
    expect(now.design.activeFontThemeId).toBe('modern');
    expect({
      ...now.design,
      activeColorThemeId: afterThemes.design.activeColorThemeId,
      activeFontThemeId: afterThemes.design.activeFontThemeId,
    }).toEqual(afterThemes.design);
    const page = (await t.client().request({ url: '/' })).body;
    expect(styleOf(page)).toContain(`--color-paper:${PRESET_PALETTES.green.light}`);
    // The heading and body files of the active font theme are preloaded from the site's own host.
    expect(page).toContain(
      '<link rel="preload" href="/_fonts/playfair-display-600.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
    );
    expect(page).toContain('<link rel="preload" href="/_fonts/inter-400.woff2"');
    expect(styleOf(page)).toContain(
      '@font-face{font-family:"Playfair Display";font-style:normal;font-weight:600;font-display:swap;src:url(/_fonts/playfair-display-600.woff2)',
    );
    expect(styleOf(page)).toContain('--font-display:"Playfair Display", Georgia');
    expect(page).not.toMatch(/fonts\.googleapis|fonts\.gstatic|use\.typekit/);
  });

  it('PAGE-036 the page context names the self-hosted families the page loads (googleFonts), none from Typekit', async () => {
    const page = (await t.client().request({ url: '/' })).body;
    const context = JSON.parse(
      /<script type="application\/json" id="folio-context">([\s\S]*?)<\/script>/.exec(page)![1]!,
    );
    expect(context.googleFonts).toEqual(['Playfair Display', 'Inter']);
    expect(context.typekitFonts).toEqual([]);
  });

  it('EDIT-035 a save of the font themes and of the font usage categories changes only those', async () => {
    const was = await get();
    const fontThemes = was.design.fontThemes.map((theme: { id: string; body: object }) =>
      theme.id === 'modern' ? { ...theme, body: { family: 'karla', weight: 500, size: 18 } } : theme,
    );
    const usage = { headings: 'heading', paragraphs: 'body', buttons: 'heading', navigation: 'heading' };
    expect((await put({ fontThemes, fontUsageCategories: usage })).statusCode).toBe(200);
    const now = await get();
    expect(now.design.fontUsageCategories).toEqual(usage);
    expect(now.design.fontThemes.find((th: { id: string }) => th.id === 'modern').body.family).toBe('karla');
    expect({
      ...now.design,
      fontThemes: was.design.fontThemes,
      fontUsageCategories: was.design.fontUsageCategories,
    }).toEqual(was.design);
    const css = styleOf((await t.client().request({ url: '/' })).body);
    expect(css).toContain('--font-button:"Playfair Display"');
    expect(css).toContain('--font-navigation:"Playfair Display"');
    expect(css).toContain('--font-body:"Karla"');
  });

  it('issue 16: the buttons, corners, spacing and width tokens (UI-103: radii 0, 4, 8 and circle) reach the page', async () => {
    const tokens = {
      buttonShape: 'square',
      buttonStyle: 'outline',
      cornerRadius: 8,
      spacing: 'airy',
      pageWidth: 'wide',
    };
    expect((await put({ tokens })).statusCode).toBe(200);
    const css = styleOf((await t.client().request({ url: '/' })).body);
    expect(css).toContain('--radius-button:var(--radius-0)');
    expect(css).toContain('--radius-corner:var(--radius-8)');
    expect(css).toContain('--button-fill:transparent');
    expect(css).toContain('--page-width:80rem');
  });

  it('EDIT-033 EDIT-034 EDIT-035 bad input answers 400 invalid_input with each field’s message, and nothing changes', async () => {
    const before = await get();
    const cases: [unknown, string][] = [
      [{ activeColorThemeId: 'nope' }, 'activeColorThemeId: must be one of the colour themes'],
      [
        { palette: { id: 'green', colors: { ...PRESET_PALETTES.green, accent: 'red;}body{' } } },
        'changes.palette.colors.accent: must be a colour written as # and six hex digits',
      ],
      [{ colorThemes: [] }, 'changes.colorThemes: keep at least one colour theme'],
      [
        {
          fontThemes: [
            {
              ...before.design.fontThemes[0],
              heading: { family: 'comic-sans', weight: 400, scale: 'medium' },
            },
          ],
        },
        'choose a font from the list',
      ],
      [
        {
          fontUsageCategories: { headings: 'title', paragraphs: 'body', buttons: 'body', navigation: 'body' },
        },
        'changes.fontUsageCategories.headings: choose the heading or the body font',
      ],
      [
        { tokens: { ...before.design.tokens, cornerRadius: 5 } },
        'changes.tokens.cornerRadius: must be 0, 4 or 8',
      ],
      [
        { colorThemes: before.design.colorThemes.filter((th: { id: string }) => th.id !== 'light') },
        'activeColorThemeId: must be one of the colour themes',
      ],
      [{ hack: 1 }, 'Unknown field: hack'],
    ];
    for (const [changes, message] of cases) {
      const refused = await put(changes);
      expect(refused.statusCode, JSON.stringify(changes)).toBe(400);
      expect(refused.json().error).toBe('invalid_input');
      expect(refused.json().message).toContain(message);
    }
    expect(await get()).toEqual(before);
  });

  it('UI-102 font weights are 400, 500 and 600: the catalogue offers only those, 700 is refused, 600 reaches the page', async () => {
    const view = await get();
    for (const font of view.fonts as { weights: number[] }[])
      expect(font.weights.every((w) => [400, 500, 600].includes(w))).toBe(true);
    const theme = view.design.fontThemes[0];
    // The first font theme with another heading; the others as they are (the active one may be any).
    const withHeading = (heading: object) =>
      view.design.fontThemes.map((t: typeof theme, i: number) => (i === 0 ? { ...t, heading } : t));
    const bold = await put({
      fontThemes: [{ ...theme, heading: { ...theme.heading, family: 'inter', weight: 700 } }],
    });
    expect(bold.statusCode).toBe(400);
    expect(bold.json().message).toContain('must be 400, 500 or 600');
    expect((await get()).design.fontThemes).toEqual(view.design.fontThemes);
    const semibold = await put({
      fontThemes: withHeading({ ...theme.heading, family: 'inter', weight: 600 }),
    });
    expect(semibold.statusCode).toBe(200);
    // The page loads the 600 file when that theme is the active one.
    expect((await put({ activeFontThemeId: theme.id })).statusCode).toBe(200);
    const page = (await t.client().request({ url: '/' })).body;
    expect(page).toContain('href="/_fonts/inter-600.woff2"');
    expect(styleOf(page)).toMatch(/font-weight:600/);
    expect(
      (await put({ fontThemes: view.design.fontThemes, activeFontThemeId: view.design.activeFontThemeId }))
        .statusCode,
    ).toBe(200);
  });

  it('issue 16: saving needs settingsGeneral; reading a role on the site; only from the config area', async () => {
    const viewer = t.client();
    await viewer.signIn('viewer@demo.test');
    expect((await viewer.request({ url: '/api/site-design' })).statusCode).toBe(200);
    const refused = await viewer.request({
      method: 'PUT',
      url: '/api/site-design',
      payload: { changes: {} },
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.client().request({ url: '/api/site-design' })).statusCode).toBe(401);
    const fromPage = await owner.request({
      method: 'PUT',
      url: '/api/site-design',
      payload: { changes: {} },
      headers: { 'sec-fetch-site': 'same-origin', referer: `http://${owner.host}/about` },
    });
    expect(fromPage.statusCode).toBe(403);
    expect(fromPage.json().error).toBe('not_config_area');
  });

  it('issue 16: font files come from the site’s own host, latin subset, immutable; no other file is served', async () => {
    const file = await t.client().request({ url: '/_fonts/inter-400.woff2' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('font/woff2');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    for (const bad of [
      'inter-700.woff2',
      'system-sans-400.woff2',
      '..%2Fpackage.json',
      'libre-baskerville-600.woff2',
    ])
      expect([400, 404], bad).toContain((await t.client().request({ url: `/_fonts/${bad}` })).statusCode);
  });

  it('EDIT-038 a stored typeface that is no longer offered gives way to the fallback; the rest of the design stays, and the screen is told', async () => {
    const site = (await t.app.folio.sites.find('demo.localhost'))!;
    const design = defaultSiteDesign();
    design.palette = { id: 'red', colors: PRESET_PALETTES.red };
    design.fontThemes[0]!.heading.family = 'retired-font';
    await sites.updateDesign(t.app.folio.database.db, site.id, design as unknown as Record<string, unknown>);
    t.app.folio.sites.forget();
    t.app.folio.cache.invalidateSite(site.id);
    const view = await get();
    expect(view.unavailableFonts).toEqual(['retired-font']);
    expect(view.design.fontThemes[0].heading.family).toBe('system-serif');
    expect(view.design.palette.id).toBe('red');
    const page = await t.client().request({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(styleOf(page.body)).toContain(`--color-paper:${PRESET_PALETTES.red.lightest}`);
    expect(page.body).not.toContain('retired-font');
  });

  it('issue 16: putting the default design back renders today’s look again (no :root overrides)', async () => {
    const d = defaultSiteDesign();
    expect((await put({ ...d, fontThemes: d.fontThemes })).statusCode).toBe(200);
    expect(styleOf((await t.client().request({ url: '/' })).body)).not.toContain(':root');
  });
});
