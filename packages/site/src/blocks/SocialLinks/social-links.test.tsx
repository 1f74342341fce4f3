// Issue 19 (docs/decisions/054): the Social links block: the site's accounts as icon links, its
// look from the theme's tokens, no JavaScript.
import { SOCIAL_LINKS_MESSAGES, socialLinksProblem } from '@folio/core/social-blocks';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blocks } from '../registry.ts';
import { SocialLinks } from './SocialLinks.tsx';
import { SocialAccountsContext } from './social-accounts-context.ts';

const ACCOUNTS = [
  { network: 'instagram', url: 'https://instagram.com/folio' },
  { network: 'bluesky', url: 'https://bsky.app/profile/folio.test' },
  { network: 'email', url: 'mailto:hello@folio.test' },
];

function render(props: Record<string, unknown> = {}, accounts = ACCOUNTS) {
  return renderToString(
    <SocialAccountsContext.Provider value={accounts}>
      <SocialLinks {...props} />
    </SocialAccountsContext.Provider>,
  );
}

describe('the Social links block (issue 19)', () => {
  it('issue 19: its props are size, style, colour, alignment and new tab, refused on save when odd', () => {
    expect(Object.keys(blocks.SocialLinks.fields).sort()).toEqual([
      'alignment',
      'colour',
      'newTab',
      'shape',
      'size',
    ]);
    expect(socialLinksProblem({ size: 'huge' })).toBe(SOCIAL_LINKS_MESSAGES.size);
    expect(socialLinksProblem({ shape: 'round' })).toBe(SOCIAL_LINKS_MESSAGES.shape);
    expect(socialLinksProblem({ colour: '#ff0000' })).toBe(SOCIAL_LINKS_MESSAGES.colour);
    expect(socialLinksProblem({ alignment: 'justify' })).toBe(SOCIAL_LINKS_MESSAGES.alignment);
    expect(socialLinksProblem({ newTab: 'yes' })).toBe(SOCIAL_LINKS_MESSAGES.newTab);
    expect(socialLinksProblem({ size: 'large', shape: 'solid', colour: 'accent', newTab: true })).toBeNull();
  });

  it('issue 19: each account is a link named for its network with an inline SVG icon, and no script', () => {
    const html = render();
    document.body.innerHTML = html;
    const links = [...document.querySelectorAll<HTMLAnchorElement>('ul[aria-label="Social accounts"] a')];
    expect(links.map((a) => a.textContent)).toEqual(['Instagram', 'Bluesky', 'Email']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(ACCOUNTS.map((a) => a.url));
    expect(links.every((a) => !a.target)).toBe(true);
    const svg = links[0]!.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('width')).toBe('20');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('data-island');
  });

  it('issue 19: with "open in a new tab" each web link says so; a mail link never opens a tab', () => {
    document.body.innerHTML = render({ newTab: true });
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a')];
    expect(links.map((a) => a.textContent)).toEqual([
      'Instagram (opens in a new tab)',
      'Bluesky (opens in a new tab)',
      'Email',
    ]);
    expect(links.map((a) => a.target)).toEqual(['_blank', '_blank', '']);
    expect(links[0]!.rel).toBe('me noopener noreferrer');
  });

  it('issue 19: size, style, colour and alignment are classes (theme tokens in the stylesheet), not inline colours', () => {
    document.body.innerHTML = render({
      size: 'large',
      shape: 'solid',
      colour: 'accent',
      alignment: 'center',
    });
    const list = document.querySelector('ul')!;
    expect(list.className.split(' ')).toHaveLength(5);
    expect(document.querySelector('svg')!.getAttribute('width')).toBe('28');
    expect(document.body.innerHTML).not.toMatch(/style="/);
    // Odd stored values fall back to the defaults.
    document.body.innerHTML = render({ size: 'huge', colour: 'red' });
    expect(document.querySelector('svg')!.getAttribute('width')).toBe('20');
  });

  it('issue 19: a site without accounts shows nothing to visitors, a hint in the editor', () => {
    expect(render({}, [])).toBe('');
    expect(render({ puck: { isEditing: true } }, [])).toContain('Settings → Social accounts');
  });
});
