import { describe, expect, it } from 'vitest';
import { siteProfileSchema } from './site-profile.ts';
import {
  COMMENT_COUNT_SCRIPT_URL,
  commentCountScriptUrl,
  socialFollowLabel,
  socialFollowProfileUrl,
  socialFollowSettingsOf,
  socialLinksSettingsOf,
} from './social-blocks.ts';

describe('the social blocks’ rules (issue 19, decision 054)', () => {
  it('PAGE-037 the count script’s address comes from a shortname that matches ^[a-z0-9-]{1,64}$, else none', () => {
    expect(commentCountScriptUrl('folio-demo')).toBe('https://folio-demo.disqus.com/count.js');
    expect(commentCountScriptUrl('x', 'http://127.0.0.1:9/{shortname}/count.js')).toBe(
      'http://127.0.0.1:9/x/count.js',
    );
    for (const bad of ['', null, undefined, 'Folio', 'a.b', 'a/b', 'x'.repeat(65), 'evil.com#'])
      expect(commentCountScriptUrl(bad), String(bad)).toBeNull();
    expect(commentCountScriptUrl('ok', 'javascript:{shortname}')).toBeNull();
    expect(COMMENT_COUNT_SCRIPT_URL).toContain('{shortname}');
  });

  it('PAGE-037 the profile keeps a valid shortname and refuses another', () => {
    expect(siteProfileSchema.parse({ commentsShortname: ' folio-demo ' }).commentsShortname).toBe(
      'folio-demo',
    );
    expect(siteProfileSchema.parse({}).commentsShortname).toBe('');
    expect(siteProfileSchema.safeParse({ commentsShortname: 'Folio Demo' }).success).toBe(false);
  });

  it('PAGE-038 follow settings: the account matches its network, an @ is dropped, else none', () => {
    expect(socialFollowSettingsOf({ network: 'x', account: '@folio_demo' })).toEqual({
      network: 'x',
      account: 'folio_demo',
    });
    expect(socialFollowSettingsOf({ network: 'x', account: 'a b' }).account).toBe('');
    expect(socialFollowSettingsOf({ network: 'myspace', account: 'folio' }).network).toBe('x');
    const youtube = { network: 'youtube', account: 'UC_x5XG1OV2P6uZZ5FSM9Ttw' } as const;
    expect(socialFollowProfileUrl(youtube)).toBe(
      'https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw?sub_confirmation=1',
    );
    expect(socialFollowLabel({ network: 'pinterest', account: 'folio_pins' })).toBe(
      'Follow folio_pins on Pinterest',
    );
  });

  it('issue 19: social links settings fall back to the defaults for odd stored values', () => {
    expect(socialLinksSettingsOf({ size: 'huge', shape: 'solid', newTab: 'yes' })).toEqual({
      size: 'medium',
      shape: 'solid',
      colour: 'ink',
      alignment: 'left',
      newTab: false,
    });
  });

  it('issue 19: an email account is kept as mailto:, a web account must be https', () => {
    const profile = siteProfileSchema.parse({ social: [{ network: 'email', url: 'hello@folio.test' }] });
    expect(profile.social[0]!.url).toBe('mailto:hello@folio.test');
    expect(
      siteProfileSchema.safeParse({ social: [{ network: 'github', url: 'mailto:a@b.co' }] }).success,
    ).toBe(false);
    expect(
      siteProfileSchema.safeParse({ social: [{ network: 'email', url: 'https://x.test' }] }).success,
    ).toBe(false);
  });
});
