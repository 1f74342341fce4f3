// UI-098: the mobile information bar as a visitor's page carries it, from the owner's settings: off
// by default; on, it offers the business's phone, address (a map link), email and hours, each as
// the owner chose; a wrong value is refused with a clear message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, makeTestApp, type TestApp, type TestClient } from '../testing/test-app.ts';

const URL = '/api/config/site-settings';

describe('UI-098 the mobile information bar', () => {
  let t: TestApp;
  let owner: TestClient;
  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
  });
  afterAll(() => t?.close());

  async function save(profile: (current: Record<string, unknown>) => Record<string, unknown>) {
    const {
      logo: _l,
      favicon: _f,
      canChangeDeveloperMode: _c,
      canManageDomains: _d,
      ...body
    } = (await owner.request({ url: URL })).json();
    return owner.request({ method: 'PUT', url: URL, payload: { ...body, profile: profile(body.profile) } });
  }
  const home = async () => (await t.app.inject({ url: '/', headers: { host: DEMO_HOST } })).body;
  /** The bar's own markup (the footer carries the business details too). */
  const barOf = (html: string) => {
    const start = html.indexOf('<aside');
    return start < 0 || !html.includes('data-mobile-info-bar')
      ? ''
      : html.slice(start, html.indexOf('</aside>', start));
  };
  const business = {
    name: 'Linden & Mill',
    address: '12 Mill Yard,\nRiverside RS1 4AB',
    phone: '+44 (1234) 567 890',
    email: 'hello@lindenandmill.example',
    hours: 'Tue–Sat 9:00–17:00\nSun by appointment',
  };

  it('UI-098 a site that never turned it on has no bar', async () => {
    expect((await owner.request({ url: URL })).json().profile.mobileInfoBar).toEqual({
      isEnabled: false,
      showPhone: true,
      showAddress: true,
      showEmail: true,
      showHours: true,
    });
    expect(await home()).not.toContain('data-mobile-info-bar');
  });

  it('UI-098 turned on, the bar offers a call, a map, an email and the hours, after the footer', async () => {
    const res = await save((p) => ({
      ...p,
      business,
      mobileInfoBar: { ...(p.mobileInfoBar as object), isEnabled: true },
    }));
    expect(res.statusCode, res.body).toBe(200);
    const html = await home();
    const bar = barOf(html);
    expect(bar).toContain('aria-label="Contact details"');
    expect(html.indexOf('data-mobile-info-bar')).toBeGreaterThan(html.indexOf('</footer>'));
    expect(bar).toContain('href="tel:+441234567890"');
    expect(bar).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=12%20Mill%20Yard%2C%20Riverside%20RS1%204AB"',
    );
    expect(bar).toContain('target="_blank" rel="noopener noreferrer"');
    expect(bar).toContain('href="mailto:hello@lindenandmill.example"');
    expect(bar).toContain('<summary');
    expect(bar).toContain('Tue–Sat 9:00–17:00\nSun by appointment');
  });

  it('UI-098 the owner leaves items out; an item without its business detail is not offered; no item, no bar', async () => {
    await save((p) => ({
      ...p,
      business: { ...business, email: 'not an address' },
      mobileInfoBar: {
        isEnabled: true,
        showPhone: false,
        showAddress: true,
        showEmail: true,
        showHours: false,
      },
    }));
    const bar = barOf(await home());
    expect(bar).toContain('data-mobile-info-bar');
    expect(bar).not.toContain('href="tel:');
    expect(bar).not.toContain('mailto:not');
    expect(bar).not.toContain('Opening hours');
    expect(bar).toContain('maps/search');

    await save((p) => ({
      ...p,
      business: { ...business, address: '' },
      mobileInfoBar: { ...(p.mobileInfoBar as object), showEmail: false },
    }));
    expect(await home()).not.toContain('data-mobile-info-bar');
  });

  it('UI-098 a wrong value is refused, naming the field', async () => {
    const res = await save((p) => ({
      ...p,
      mobileInfoBar: {
        isEnabled: 'yes',
        showPhone: true,
        showAddress: true,
        showEmail: true,
        showHours: true,
      },
    }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('profile.mobileInfoBar.isEnabled');
    expect(res.json().message).toContain('must be true or false');
    const extra = await save((p) => ({
      ...p,
      mobileInfoBar: { ...(p.mobileInfoBar as object), showMap: true },
    }));
    expect(extra.statusCode).toBe(400);
  });
});
