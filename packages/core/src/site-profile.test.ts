import { describe, expect, it } from 'vitest';
import { siteProfileOf, siteProfileSchema } from './site-profile.ts';

describe('the site profile (issue 16)', () => {
  it('fills defaults for a site without one, and keeps what a site set', () => {
    expect(siteProfileOf({})).toMatchObject({ description: '', language: 'en', timeZone: 'UTC', social: [] });
    expect(siteProfileOf({ profile: { language: 'fr', timeZone: 'Europe/Paris' } })).toMatchObject({
      language: 'fr',
      timeZone: 'Europe/Paris',
    });
  });

  it('refuses a wrong time zone, language, social address or media id with a message', () => {
    const wrong = siteProfileSchema.safeParse({
      timeZone: 'Mars/Olympus',
      language: 'English',
      social: [{ network: 'instagram', url: 'javascript:alert(1)' }],
      logoMediaId: '<img>',
    });
    expect(wrong.success).toBe(false);
    const paths = wrong.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['timeZone', 'language', 'social.0.url', 'logoMediaId']));
  });
});
