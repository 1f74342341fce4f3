// UI-101 (font sizes 9.75 to 28) and UI-104 (spacing 0 to 55) where the owner meets them: the Design
// screen's text size and section spacing are saved only within the scales (the server refuses the
// rest, naming the field), and what a save puts on a visitor's page is written in the scales' tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../testing/test-app.ts';

const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

describe('the design scales on the server', () => {
  let t: TestApp;
  let owner: TestClient;
  const get = async () => (await owner.request({ url: '/api/site-design' })).json();
  const put = (changes: unknown) =>
    owner.request({ method: 'PUT', url: '/api/site-design', payload: { changes } });

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
  });
  afterAll(() => t?.close());

  it('UI-101 the text size is saved only as a step of the font-size scale (15, 16, 17, 18, 20 of 9.75 to 28); otherwise a clear 400', async () => {
    const { design } = await get();
    const withSize = (size: number) =>
      design.fontThemes.map((theme: { body: object }) => ({ ...theme, body: { ...theme.body, size } }));
    for (const [size, message] of [
      [28, 'must be at most 20'],
      [9.75, 'must be a whole number'],
      [9, 'must be at least 15'],
      [19, 'must be a size of the type scale: 15, 16, 17, 18 or 20'],
    ] as const) {
      const refused = await put({ fontThemes: withSize(size) });
      expect(refused.statusCode, String(size)).toBe(400);
      expect(refused.json().error).toBe('invalid_input');
      expect(refused.json().message).toContain(message);
      expect(refused.json().message).toContain('body.size');
    }
    expect((await get()).design.fontThemes).toEqual(design.fontThemes);

    expect((await put({ fontThemes: withSize(20) })).statusCode).toBe(200);
    // 20 px of the scale, written as the token's rem at a 16 px root.
    expect(styleOf((await t.client().request({ url: '/' })).body)).toContain('--body-size:1.25rem');
    expect((await put({ fontThemes: design.fontThemes })).statusCode).toBe(200);
  });

  it('UI-104 section spacing is one of the scale’s choices; another is refused; a choice reaches the page as a spacing token', async () => {
    const { design } = await get();
    const refused = await put({ tokens: { ...design.tokens, spacing: 89 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('tokens.spacing');
    expect(refused.json().message).toContain('choose compact, regular or airy');

    expect((await put({ tokens: { ...design.tokens, spacing: 'compact' } })).statusCode).toBe(200);
    expect(styleOf((await t.client().request({ url: '/' })).body)).toContain(
      '--section-space:var(--space-34)',
    );
    expect((await put({ tokens: design.tokens })).statusCode).toBe(200);
    expect(styleOf((await t.client().request({ url: '/' })).body)).not.toContain('--section-space');
  });
});
