// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { migratePageData, PAGE_SCHEMA_VERSION, PageDataError, sanitizePageData } from './page-data.ts';
import { aBlock, somePageData } from './testing/page-factories.ts';

function textOf(data: ReturnType<typeof sanitizePageData>, index = 0): string {
  return (data.content[index]!.props as { content: string }).content;
}

describe('sanitizePageData', () => {
  it('removes script elements from rich text', () => {
    const data = sanitizePageData(
      somePageData([aBlock('Text', { content: '<p>Hello</p><script>alert(1)</script><p>world</p>' })]),
    );
    expect(textOf(data)).toBe('<p>Hello</p><p>world</p>');
  });

  it('removes on* event attributes and styles', () => {
    const data = sanitizePageData(
      somePageData([
        aBlock('Text', {
          content: '<p onclick="steal()" style="color:red">Hi <img src=x onerror="x()"></p>',
        }),
      ]),
    );
    expect(textOf(data)).toBe('<p>Hi </p>');
  });

  it('drops javascript: links and keeps safe ones', () => {
    const data = sanitizePageData(
      somePageData([
        aBlock('Text', {
          content: '<p><a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a></p>',
        }),
      ]),
    );
    expect(textOf(data)).toBe('<p><a>bad</a> <a href="https://example.com">good</a></p>');
  });

  it('sanitises rich text nested in Columns slots', () => {
    const data = sanitizePageData(
      somePageData([
        aBlock('Columns', {
          ratio: '1:1',
          left: [aBlock('Text', { content: '<p>a<script>x</script></p>' })],
          right: [],
        }),
      ]),
    );
    const left = (data.content[0]!.props as { left: { props: { content: string } }[] }).left;
    expect(left[0]?.props.content).toBe('<p>a</p>');
  });

  it('refuses a javascript: button link', () => {
    expect(() =>
      sanitizePageData(
        somePageData([
          aBlock('Button', {
            buttonText: 'x',
            clickthroughUrl: 'javascript:alert(1)',
            alignment: 'left',
            size: 'small',
            newWindow: false,
          }),
        ]),
      ),
    ).toThrow(PageDataError);
  });

  it('refuses unknown blocks, options outside the list and data without content', () => {
    expect(() => sanitizePageData(somePageData([aBlock('Teleprompter', {})]))).toThrow(
      /unknown block type "Teleprompter"/,
    );
    expect(() =>
      sanitizePageData(somePageData([aBlock('Heading', { text: 'x', level: 'h9', align: 'left' })])),
    ).toThrow(PageDataError);
    expect(() => sanitizePageData({ root: {} })).toThrow(PageDataError);
    expect(() => sanitizePageData('nope')).toThrow(PageDataError);
  });

  it('drops props that are not fields of the block', () => {
    const data = sanitizePageData(
      somePageData([
        aBlock('Heading', { text: 'x', level: 'h2', align: 'left', dangerouslySetInnerHTML: 'x' }),
      ]),
    );
    expect(Object.keys(data.content[0]?.props ?? {}).sort()).toEqual(['align', 'id', 'level', 'text']);
  });
});

describe('migratePageData', () => {
  it('is at schema version 1', () => {
    expect(PAGE_SCHEMA_VERSION).toBe(1);
  });

  it('leaves slot-only data as it is', () => {
    const data = somePageData([aBlock('Heading', { text: 'x', level: 'h2', align: 'left' })]);
    expect(migratePageData(data)).toBe(data);
  });

  it('moves old DropZone zones into Columns slots with Puck migrate()', () => {
    const legacy = {
      root: { props: {} },
      content: [{ type: 'Columns', props: { id: 'Columns-1', ratio: '1:1' } }],
      zones: {
        'Columns-1:left': [
          { type: 'Heading', props: { id: 'Heading-1', text: 'Left', level: 'h2', align: 'left' } },
        ],
      },
    };
    const migrated = sanitizePageData(legacy);
    const columns = migrated.content[0]?.props as { left: { props: { text: string } }[] };
    expect(columns.left[0]?.props.text).toBe('Left');
    expect('zones' in migrated).toBe(false);
  });
});

describe('page limits and links', () => {
  it('EDIT-016 a page holds at most 60 blocks, nested ones included', () => {
    const sixty = somePageData(Array.from({ length: 60 }, (_, i) => aBlock('Spacer', { height: i })));
    expect(() => sanitizePageData(sixty)).not.toThrow();
    const nested = somePageData([
      aBlock('Columns', {
        ratio: '1:1',
        left: Array.from({ length: 30 }, () => aBlock('Spacer', { height: 8 })),
        right: Array.from({ length: 30 }, () => aBlock('Spacer', { height: 8 })),
      }),
    ]);
    expect(() => sanitizePageData(nested)).toThrow('a page holds at most 60 blocks');
  });

  it('button links follow the shared link rules', () => {
    const button = (clickthroughUrl: string) =>
      somePageData([
        aBlock('Button', {
          buttonText: 'Go',
          clickthroughUrl,
          alignment: 'left',
          size: 'medium',
          newWindow: false,
        }),
      ]);
    for (const ok of [
      '/about',
      '#top',
      'https://example.com',
      'mailto:hi@example.com',
      'tel:+441234567',
      '/pages/0123456789abcdef01234567',
      '/s/menu.pdf',
    ]) {
      expect(() => sanitizePageData(button(ok))).not.toThrow();
    }
    for (const bad of [
      'javascript:alert(1)',
      'tel:12',
      'mailto:nobody',
      '//evil.example',
      'ftp://x',
      'example.com',
    ]) {
      expect(() => sanitizePageData(button(bad))).toThrow(PageDataError);
    }
  });
});
