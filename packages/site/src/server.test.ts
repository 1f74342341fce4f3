// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderSitePage } from './server.tsx';
import { aBlock, aPageContext, aRenderInput, somePageData } from './testing/page-factories.ts';

describe('renderSitePage', () => {
  it('renders a whole HTML5 document with title, viewport, icon, header, navigation and footer', async () => {
    const html = await renderSitePage(
      aRenderInput({
        data: somePageData([aBlock('Heading', { text: 'About us', level: 'h1', align: 'left' })]),
      }),
    );
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain('<title>About — Demo Studio</title>');
    // Issue 16 part 5: the site's own icon, never a data: placeholder.
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="any"/>');
    expect(html).not.toContain('data:,');
    expect(html).toMatch(/<header[^>]*>.*Demo Studio.*<\/header>/);
    expect(html).toMatch(/<nav[^>]*aria-label="Site"/);
    expect(html).toMatch(/<a [^>]*href="\/about" aria-current="page">About<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/">Home<\/a>/);
    expect(html).toMatch(/<main id="main"[^>]*><h1[^>]*>About us<\/h1><\/main>/);
    expect(html).toMatch(
      new RegExp(
        `<footer[^>]*>.*© ${new Date().getFullYear()} Demo Studio<span[^>]*>Made with Folio</span></p></div></footer>`,
      ),
    );
  });

  it("issue 16: the header shows external links and folders (desktop and phone menu) in the owner's layout; the footer the owner's content", async () => {
    const html = await renderSitePage(
      aRenderInput({
        site: {
          title: 'Demo Studio',
          navigation: [
            {
              kind: 'link',
              label: 'Journal',
              href: 'https://journal.example.com/',
              isCurrent: false,
              external: true,
              newTab: true,
            },
            {
              kind: 'folder',
              label: 'Studio',
              isCurrent: false,
              items: [
                {
                  kind: 'link',
                  label: 'Team',
                  href: '/team',
                  isCurrent: false,
                  external: false,
                  newTab: false,
                },
              ],
            },
          ],
          hasStore: true,
          header: { layout: 'left', cartPlacement: 'hidden', signInPlacement: 'header', mobileMenu: 'panel' },
          footer: {
            blocks: [
              { type: 'SiteTitle', props: { id: 't', showDescription: true } },
              { type: 'FooterText', props: { id: 'x', text: '<p>Open by appointment</p>' } },
              { type: 'BusinessInfo', props: { id: 'b', heading: 'Visit' } },
              { type: 'SocialIcons', props: { id: 's', heading: '' } },
            ],
            description: 'Prints and posters',
            social: [{ network: 'instagram', url: 'https://instagram.com/demo' }],
            business: {
              name: 'Demo Studio Ltd',
              address: '1 High St',
              phone: '+1 555 0100',
              email: '',
              hours: '',
            },
          },
        },
      }),
    );
    const header = /<header[\s\S]*?<\/header>/.exec(html)![0];
    expect(header).toContain('data-layout="left"');
    expect(header).toContain('data-menu-style="panel"');
    expect(header).toContain('<a class="_link_');
    expect(header).toMatch(
      /href="https:\/\/journal.example.com\/" target="_blank" rel="noopener noreferrer">Journal<\/a>/,
    );
    expect(header).toMatch(
      /<button type="button"[^>]*aria-expanded="false" aria-controls="site-folder-1" data-folder-button="">Studio/,
    );
    expect(header).toMatch(/<ul [^>]*id="site-folder-1"><li><a [^>]*href="\/team">Team<\/a>/);
    expect(header).toMatch(/aria-controls="site-menu-folder-1" data-folder-button="">Studio/);
    expect(header).not.toContain('data-cart-badge');
    const footer = /<footer[\s\S]*?<\/footer>/.exec(html)![0];
    expect(footer).toContain('<p>Open by appointment</p>');
    expect(footer).toContain('Prints and posters');
    expect(footer).toMatch(/<h2[^>]*>Visit<\/h2>/);
    // Brand icon: inline SVG, hidden from assistive technology; the link is named by its text.
    expect(footer).toMatch(
      /<svg viewBox="0 0 24 24"[^>]*aria-hidden="true"[^>]*><path d="M[^"]+" fill="currentColor"/,
    );
    expect(footer).toMatch(/<strong[^>]*>Demo Studio Ltd<\/strong>/);
    expect(footer).toContain('href="tel:+15550100"');
    expect(footer).toMatch(
      /href="https:\/\/instagram.com\/demo" rel="me noopener" data-tooltip="Instagram">.*Instagram<\/span><\/a>/,
    );
  });

  it('the header offers "Sign in" only on a site with member accounts on', async () => {
    const accountLink = /<a [^>]*href="#account" aria-haspopup="dialog" data-account-link="">Sign in<\/a>/;
    expect(await renderSitePage(aRenderInput())).not.toMatch(accountLink);
    const withAccounts = aPageContext();
    withAccounts.websiteSettings.memberAccounts = true;
    const html = await renderSitePage(aRenderInput({ pageContext: withAccounts }));
    expect(html).toMatch(new RegExp(`<header[^>]*>.*${accountLink.source}.*</header>`));
  });

  it('issue 16: lang on <html> is the site’s language; a logo replaces the title text in the header, the title its alt text', async () => {
    const input = aRenderInput();
    const html = await renderSitePage({
      ...input,
      site: {
        ...input.site,
        language: 'fr-CA',
        logo: { url: '/s/0123456789abcdef01234567/mark.png', width: 400, height: 100 },
      },
    });
    expect(html.startsWith('<!DOCTYPE html><html lang="fr-CA">')).toBe(true);
    const header = /<header[^>]*>(.*?)<\/header>/s.exec(html)![1]!;
    expect(header).toMatch(
      /<a [^>]*href="\/"><img [^>]*src="\/s\/0123456789abcdef01234567\/mark\.png\?format=500w" alt="Demo Studio" height="40" width="160"[^>]*\/><\/a>/,
    );
    expect(header).not.toMatch(/>Demo Studio</);
  });

  it('links the built stylesheet and the runtime module from the Vite manifest under assetBase', async () => {
    const html = await renderSitePage(aRenderInput());
    expect(html).toMatch(/<link rel="stylesheet" href="\/_site\/assets\/style-[\w-]+\.css"\/>/);
    expect(html).toMatch(/<script type="module" src="\/_site\/assets\/client-[\w-]+\.js"><\/script>/);
  });

  it('renders rich text completely (Puck renders it in Suspense) and sanitised', async () => {
    const html = await renderSitePage(
      aRenderInput({
        data: somePageData([
          aBlock('Text', { content: '<p>Hello <strong>there</strong></p><script>alert(1)</script>' }),
        ]),
      }),
    );
    expect(html).toContain('<p>Hello <strong>there</strong></p>');
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('<template');
  });

  it('renders blocks nested in Columns slots', async () => {
    const html = await renderSitePage(
      aRenderInput({
        data: somePageData([
          aBlock('Columns', {
            ratio: '1:2',
            left: [aBlock('Heading', { text: 'Left', level: 'h2', align: 'left' })],
            right: [aBlock('Heading', { text: 'Right', level: 'h2', align: 'left' })],
          }),
        ]),
      }),
    );
    expect(html).toMatch(/>Left<\/h2>.*>Right<\/h2>/);
  });

  it('marks the accordion as an island with its props, around complete server HTML', async () => {
    const html = await renderSitePage(
      aRenderInput({
        data: somePageData([
          aBlock('Accordion', {
            items: [{ title: 'Q', body: 'A' }],
            isMultipleOpen: false,
            isFirstItemExpanded: true,
          }),
        ]),
      }),
    );
    expect(html).toMatch(/<div data-island="Accordion" data-props="\{&quot;id&quot;:/);
    expect(html).toContain('aria-expanded="true"');
  });

  it('PAGE-018 PAGE-019 PAGE-020 serialises the page context into #folio-context', async () => {
    const html = await renderSitePage(aRenderInput());
    const json = html.match(/<script type="application\/json" id="folio-context">(.*?)<\/script>/)?.[1];
    const context = JSON.parse(json ?? 'null');
    for (const key of [
      'websiteSettings',
      'website',
      'websiteRoles',
      'authenticatedAccount',
      'collection',
      'item',
      'collectionId',
      'itemId',
      'pageType',
      'cookieSettings',
      'googleFonts',
      'typekitFonts',
      'showAnnouncementBar',
      'demoCollections',
      'templateId',
    ]) {
      expect(context).toHaveProperty(key);
    }
    for (const key of [
      'id',
      'baseUrl',
      'developerMode',
      'cloneable',
      'typekitId',
      'websiteType',
      'siteStatus',
    ]) {
      expect(context.website).toHaveProperty(key);
    }
    expect(context.websiteSettings.storeCurrency).toBe('USD');
  });

  it('escapes the page context so a value cannot close the script element', async () => {
    const hostile = aPageContext();
    hostile.website.title = '</script><script>alert(1)</script>';
    const html = await renderSitePage(aRenderInput({ pageContext: hostile }));
    expect(html).not.toContain('</script><script>alert(1)');
    const json = html.match(/id="folio-context">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(json ?? 'null').website.title).toBe('</script><script>alert(1)</script>');
  });

  it('PAGE-001 renders a friendly not-found page in the site style, with a link home', async () => {
    const html = await renderSitePage(
      aRenderInput({
        kind: 'not-found',
        data: undefined,
        pageContext: aPageContext({ pageType: 'not-found' }),
      }),
    );
    expect(html).toContain('<title>Page not found — Demo Studio</title>');
    expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
    expect(html).toMatch(/<a [^>]*href="\/">Go to the home page<\/a>/);
    expect(html).toContain('Made with Folio');
  });

  it('PAGE-002 renders the error page', async () => {
    const html = await renderSitePage(aRenderInput({ kind: 'error', data: undefined }));
    expect(html).toMatch(/<h1[^>]*>Something went wrong<\/h1>/);
  });

  it('PAGE-002 shows the error page, not broken HTML, when stored data is invalid', async () => {
    const html = await renderSitePage(aRenderInput({ data: somePageData([aBlock('Teleprompter', {})]) }));
    expect(html).toMatch(/<h1[^>]*>Something went wrong<\/h1>/);
  });
});
