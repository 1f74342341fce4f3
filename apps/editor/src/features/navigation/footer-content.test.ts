import { describe, expect, it } from 'vitest';
import { footerContentOf } from './footer-content.ts';

describe('issue 16: the footer editor saves the stored shape', () => {
  it('issue 16: each block keeps only its own props (Puck helpers and unknown keys dropped), links complete', () => {
    const content = footerContentOf({
      root: { props: {} },
      content: [
        { type: 'SiteTitle', props: { id: 'a', showDescription: false, puck: {} } },
        { type: 'FooterText', props: { id: 'b', text: '<p>Hi</p>', editMode: true } },
        {
          type: 'FooterLinks',
          props: {
            id: 'c',
            heading: 'More',
            links: [{ label: 'Mail', url: 'mailto:a@example.com', _arrayId: 'x' }],
          },
        },
        { type: 'SocialIcons', props: { id: 'd', heading: 'Follow', extra: 1 } },
        {
          type: 'FooterNewsletter',
          props: { id: 'e', title: 'News', description: 'Now and then.', buttonText: 'Join', puck: {} },
        },
      ],
    } as never);
    expect(content).toEqual([
      { type: 'SiteTitle', props: { id: 'a', showDescription: false } },
      { type: 'FooterText', props: { id: 'b', text: '<p>Hi</p>' } },
      {
        type: 'FooterLinks',
        props: {
          id: 'c',
          heading: 'More',
          links: [{ label: 'Mail', url: 'mailto:a@example.com', newTab: false }],
        },
      },
      { type: 'SocialIcons', props: { id: 'd', heading: 'Follow' } },
      {
        type: 'FooterNewsletter',
        props: {
          id: 'e',
          title: 'News',
          description: 'Now and then.',
          buttonText: 'Join',
          successMessage: '',
          askName: false,
        },
      },
    ]);
  });
});
