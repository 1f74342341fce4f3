// Issue 19 (docs/decisions/055): the Chart block through the real routes on PGlite — a dataset
// that fails refused on save with the spec's messages (EDIT-048..051), one over the limits cut
// (EDIT-052), and the published page's server-rendered SVG and table (no chart script).
import { CHART_MESSAGES } from '@folio/core/chart-block';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../testing/test-app.ts';

const sales = [
  ['Month', 'Sales', 'Costs'],
  ['Jan', '120', '80'],
  ['Feb', '240', '300'],
  ['Mar', '90', '40'],
];

function chartBlock(id: string, props: Record<string, unknown> = {}) {
  return {
    type: 'Chart',
    props: {
      id,
      chartType: 'bar',
      title: 'Sales & costs',
      xAxisLabel: 'Month',
      yAxisLabel: 'Pounds',
      showLegend: true,
      dataset: sales,
      ...props,
    },
  };
}

const pageData = (...content: object[]) => ({ root: { props: { title: 'Figures' } }, content });

describe('the Chart block (issue 19)', () => {
  let t: TestApp;
  let owner: TestClient;
  let visitor: TestClient;
  let pageId: string;

  const saveDraft = (data: object) =>
    owner.request({ method: 'PUT', url: `/api/config/pages/${pageId}/draft`, payload: { data } });
  const draftDataset = async () => {
    const res = await owner.request({ url: `/api/config/pages/${pageId}` });
    return (res.json().page.draft.content[0].props as { dataset: string[][] }).dataset;
  };

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
    visitor = t.client();
    const page = await owner.request({
      method: 'POST',
      url: '/api/config/pages',
      payload: { title: 'Figures', slug: 'figures' },
    });
    pageId = page.json().page.id;
  });
  afterAll(() => t?.close());

  it('EDIT-048 EDIT-049 EDIT-050 EDIT-051 a dataset that fails is refused on save with the spec’s message', async () => {
    const cases: [unknown, string][] = [
      [[['Month'], ['Jan'], ['Feb']], 'Your dataset must have at least one column'],
      [[['Month', 'Sales']], 'Your dataset must have at least one row'],
      [[], 'Enter some data!'],
      [[['', ''], [' ']], 'Enter some data!'],
      [
        [
          ['Month', 'Sales'],
          ['Jan', '120'],
          ['Feb', ''],
        ],
        'One or more rows was missing data',
      ],
      [
        [
          ['Month', 'Sales', 'Costs'],
          ['Jan', '120'],
        ],
        'One or more rows was missing data',
      ],
    ];
    for (const [dataset, message] of cases) {
      const res = await saveDraft(pageData(chartBlock('chart-a', { dataset })));
      expect(res.statusCode, JSON.stringify(dataset)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('issue 19: text, numbers and the chart type are checked on save (the shared text schema, bounded)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x'.repeat(201) }, CHART_MESSAGES.title],
      [{ xAxisLabel: 'x'.repeat(81) }, CHART_MESSAGES.axisLabel],
      [{ title: 'bad \u0000 text' }, 'must not contain NUL'],
      [{ chartType: 'radar' }, CHART_MESSAGES.chartType],
      [{ showLegend: 'yes' }, CHART_MESSAGES.showLegend],
      [{ dataset: 'Month,Sales' }, CHART_MESSAGES.shape],
      [
        {
          dataset: [
            ['Month', 'Sales'],
            ['Jan', 'x'.repeat(101)],
          ],
        },
        CHART_MESSAGES.cell,
      ],
      [
        {
          dataset: [
            ['Month', 'Sales'],
            ['Jan', 'lots'],
          ],
        },
        '“lots” (row 1, Sales) is not a number',
      ],
      [
        {
          dataset: [
            ['Month', 'Sales'],
            ['Jan', '1e300'],
          ],
        },
        'is not a number',
      ],
      [
        {
          chartType: 'pie',
          dataset: [
            ['Month', 'Sales'],
            ['Jan', '-4'],
          ],
        },
        CHART_MESSAGES.pieNegative,
      ],
      [{ dataset: Array.from({ length: 1001 }, () => ['a', '1']) }, CHART_MESSAGES.tooBig],
    ];
    for (const [props, message] of cases) {
      const res = await saveDraft(pageData(chartBlock('chart-a', props)));
      expect(res.statusCode, JSON.stringify(props).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    // Text in a table is fine.
    const table = await saveDraft(
      pageData(
        chartBlock('chart-a', {
          chartType: 'table',
          dataset: [
            ['Name', 'Role'],
            ['Ada', 'Engineer'],
          ],
        }),
      ),
    );
    expect(table.statusCode).toBe(200);
  });

  it('EDIT-052 a dataset over 100 rows and 12 columns is cut to them when saved', async () => {
    const dataset = [
      Array.from({ length: 14 }, (_, c) => (c === 0 ? 'Day' : `Series ${c}`)),
      ...Array.from({ length: 150 }, (_, r) =>
        Array.from({ length: 14 }, (_, c) => (c === 0 ? `Day ${r + 1}` : String(r * c))),
      ),
    ];
    const res = await saveDraft(pageData(chartBlock('chart-a', { dataset })));
    expect(res.statusCode).toBe(200);
    const saved = await draftDataset();
    expect(saved).toHaveLength(101);
    expect(saved[0]).toHaveLength(12);
    expect(saved[100]).toEqual(dataset[100]!.slice(0, 12));
  });

  it('issue 19: the published page draws the chart on the server — an SVG with a title and description, the data table, no chart script', async () => {
    const published = await owner.request({
      method: 'POST',
      url: `/api/config/pages/${pageId}/publish`,
      payload: {
        data: pageData(
          chartBlock('chart-a', { title: 'Sales & <costs>' }),
          chartBlock('chart-b', { chartType: 'table', title: 'Prices' }),
        ),
      },
    });
    expect(published.statusCode).toBe(200);
    const html = (await visitor.request({ url: '/figures' })).body;
    expect(html).toContain('<svg class=');
    expect(html).toContain(
      'role="img" aria-labelledby="chart-chart-a-wide-title" aria-describedby="chart-chart-a-wide-desc"',
    );
    expect(html).toContain('<title id="chart-chart-a-wide-title">Sales &amp; &lt;costs&gt;</title>');
    expect(html).toContain(
      'Bar chart of Sales and Costs over 3 rows, from Jan to Mar; values from 40 to 300.',
    );
    expect(html).not.toContain('<costs>');
    expect(html).toContain('<summary>Show the data</summary>');
    expect(html).not.toContain('data-island="Chart"');
    // The table type: a caption and header cells for columns and rows.
    expect(html).toMatch(/<caption[^>]*>Prices<\/caption><thead><tr><th scope="col">Month<\/th>/);
    expect(html).toContain('<th scope="row">Feb</th>');
  });
});
