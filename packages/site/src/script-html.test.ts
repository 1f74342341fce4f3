import { describe, expect, it } from 'vitest';
import { pageScriptHtml } from './script-html.ts';

describe('script-running HTML of a page', () => {
  it('issue 14 item 5 FORM-025: finds a Form’s post-submit HTML at any depth, and nothing else', () => {
    const data = {
      root: { props: {} },
      content: [
        { type: 'Text', props: { id: 't1', content: '<p>postSubmitHtml</p>' } },
        { type: 'Form', props: { id: 'f1', postSubmitHtml: '  ' } },
        { type: 'Form' },
        {
          type: 'Columns',
          props: {
            id: 'c1',
            left: [{ type: 'Form', props: { id: 'f2', postSubmitHtml: '<script>x()</script>' } }],
          },
        },
      ],
    };
    expect(pageScriptHtml(data as never)).toEqual([
      { blockId: 'f2', blockType: 'Form', prop: 'postSubmitHtml', html: '<script>x()</script>' },
    ]);
  });
});
