// Issue 19 (docs/decisions/055): the Chart block's server markup — an SVG with a name and a
// description, the data as a real table, a table type with caption and header cells — and its rules
// through the registry the page codec uses.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sanitizePageData } from '../../page-data.ts';
import { serverBlockChecks } from '../server-checks.ts';
import { Chart } from './Chart.tsx';

const sales = [
  ['Month', 'Sales', 'Costs'],
  ['Jan', '120', '80'],
  ['Feb', '1,240', '300'],
  ['Mar & <Apr>', '90', '40'],
];

const render = (props: Record<string, unknown>) =>
  renderToStaticMarkup(<Chart id="c1" dataset={sales} {...props} />);

const save = (props: Record<string, unknown>) =>
  sanitizePageData({ root: { props: {} }, content: [{ type: 'Chart', props: { id: 'c1', ...props } }] });

describe('the Chart block (issue 19)', () => {
  it('issue 19: a bar chart is an SVG named by its title and described, with no script', () => {
    const html = render({ chartType: 'bar', title: 'Sales by month' });
    expect(html).toContain('role="img"');
    expect(html).toContain('<title id="chart-c1-wide-title">Sales by month</title>');
    expect(html).toContain('aria-describedby="chart-c1-wide-desc"');
    expect(html).toMatch(
      /<desc id="chart-c1-wide-desc">Bar chart of Sales and Costs over 3 rows, from Jan to Mar &amp; &lt;Apr&gt;/,
    );
    expect(html.match(/<rect /g)).toHaveLength(12); // 3 rows × 2 series, in each of the two layouts
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<Apr>');
    // The data as a real table, behind "Show the data".
    expect(html).toContain('<summary>Show the data</summary>');
    expect(html).toContain('<th scope="col">Costs</th>');
    expect(html).toContain('<th scope="row">Jan</th>');
  });

  it('issue 19: a line chart draws one line per column, a pie one slice per row, a donut with a hole', () => {
    expect(render({ chartType: 'line' }).match(/<polyline /g)).toHaveLength(4);
    const pie = render({ chartType: 'pie' });
    expect(pie.match(/<path /g)).toHaveLength(6);
    expect(pie).toContain('Jan — 120 (8%)');
    expect(render({ chartType: 'donut' })).toContain('Donut chart of Sales in 3 parts');
  });

  it('issue 19: the table type is a real table with a caption and header cells, in a box that scrolls', () => {
    const html = render({ chartType: 'table', title: 'Prices' });
    expect(html).not.toContain('<svg');
    expect(html).toMatch(
      /role="region" aria-label="Prices" tabindex="0"><table[^>]*><caption[^>]*>Prices<\/caption>/,
    );
    expect(html).toContain('<th scope="col">Month</th>');
    expect(html).toContain('<th scope="row">Feb</th>');
  });

  it('issue 19: a blank top-left cell (as spreadsheets leave it) still gives the header cell a name', () => {
    const html = renderToStaticMarkup(
      <Chart
        id="c2"
        chartType="table"
        dataset={[
          ['', 'Sales'],
          ['Jan', '3'],
        ]}
      />,
    );
    expect(html).toMatch(/<th scope="col"><span class="[^"]*">Row<\/span><\/th>/);
  });

  it('issue 19: a negative value hangs below the zero line; a hundred rows label only every few', () => {
    const html = renderToStaticMarkup(
      <Chart
        id="n"
        chartType="bar"
        dataset={[
          ['Month', 'Profit'],
          ['Jan', '-50'],
          ['Feb', '100'],
        ]}
      />,
    );
    document.body.innerHTML = html;
    const wide = document.querySelector('svg[data-layout="wide"]')!;
    const zero = Number(wide.querySelector('[data-zero]')!.getAttribute('y1'));
    const [jan, feb] = [...wide.querySelectorAll('rect')].map((rect) => ({
      top: Number(rect.getAttribute('y')),
      height: Number(rect.getAttribute('height')),
    }));
    expect(jan!.top).toBeCloseTo(zero, 3); // starts at the zero line and goes down
    expect(jan!.height).toBeGreaterThan(0);
    expect(feb!.top + feb!.height).toBeCloseTo(zero, 3); // ends at the zero line
    const days = [['Day', 'Visits'], ...Array.from({ length: 100 }, (_, i) => [`Day ${i + 1}`, String(i)])];
    const many = renderToStaticMarkup(<Chart id="m" chartType="line" dataset={days} />);
    const labels = [...many.matchAll(/>Day \d+<\/text>/g)].length;
    expect(labels).toBeGreaterThan(5);
    expect(labels).toBeLessThan(30);
  });

  it('issue 19: the legend shows or hides as chosen', () => {
    expect(render({ showLegend: true })).toContain('aria-label="Legend"');
    expect(render({ showLegend: false })).not.toContain('aria-label="Legend"');
  });

  it('EDIT-048 EDIT-049 EDIT-050 EDIT-051 a dataset that fails is refused on save with the spec’s message', () => {
    expect(() => save({ dataset: [['Month'], ['Jan']] })).toThrow(
      'Your dataset must have at least one column',
    );
    expect(() => save({ dataset: [['Month', 'Sales']] })).toThrow('Your dataset must have at least one row');
    expect(() => save({ dataset: [[''], [' ', '']] })).toThrow('Enter some data!');
    expect(() =>
      save({
        dataset: [
          ['Month', 'Sales'],
          ['Jan', ''],
        ],
      }),
    ).toThrow('One or more rows was missing data');
  });

  it('EDIT-052 a dataset over 100 rows and 12 columns is cut to them on save', () => {
    const wide = [
      Array.from({ length: 15 }, (_, c) => `C${c}`),
      ...Array.from({ length: 130 }, (_, r) => Array.from({ length: 15 }, (_, c) => String(r + c))),
    ];
    const saved = save({ dataset: wide }).content[0]!.props as { dataset: string[][] };
    expect(saved.dataset).toHaveLength(101);
    expect(saved.dataset.every((row) => row.length === 12)).toBe(true);
  });

  it('issue 19: the canvas says why a dataset cannot be drawn; a published page draws nothing', () => {
    expect(serverBlockChecks.Chart!({ dataset: sales, chartType: 'bar' })).toBeNull();
    const words = [
      ['Name', 'Role'],
      ['Ada', 'Engineer'],
    ];
    expect(
      renderToStaticMarkup(<Chart dataset={words} chartType="bar" puck={{ isEditing: true }} />),
    ).toContain('“Engineer” (row 1, Role) is not a number');
    expect(renderToStaticMarkup(<Chart dataset={words} chartType="bar" />)).toBe('');
    expect(renderToStaticMarkup(<Chart dataset={words} chartType="table" />)).toContain('<td>Engineer</td>');
  });
});
