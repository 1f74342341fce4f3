// Issue 19 (docs/decisions/055, EDIT-048..052): the owner adds a Chart in the editor, pastes CSV,
// sees the spec's message for data that fails, pastes good data and publishes; a visitor sees the
// chart drawn on the server (an SVG named and described, the data as a table), at 1440 and 390 px,
// with no chart script. axe-core finds no violation. The journey makes its own page and deletes it.
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL, waitForIslands } from './fixtures.ts';

const SHOTS = process.env.CHART_SHOTS_DIR;

/** The owner's config API from the signed-in editor page, as the editor calls it (crumb, config header). */
function api(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const crumb = decodeURIComponent(/(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const answer = await fetch(url, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'x-crumb': crumb,
          'x-folio-config': '1',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: answer.status, json: answer.status === 204 ? null : await answer.json() };
    },
    { method, url, body },
  );
}

test.use({ bypassCSP: true });

test('issue 19 EDIT-048 EDIT-049 EDIT-050 EDIT-051 EDIT-052: the owner pastes CSV into a Chart, sees the message for data that fails, publishes good data; a visitor sees the chart', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const pagesNav = page.getByRole('navigation', { name: 'Pages' });
  await expect(pagesNav).toBeVisible();
  const stamp = Date.now().toString(36);
  const title = `Figures ${stamp}`;
  const made = await api(page, 'POST', '/api/config/pages', { title, slug: `figures-${stamp}` });
  expect(made.status).toBe(201);
  const pageId = made.json.page.id as string;
  const heading = {
    type: 'Heading',
    props: { id: 'figures-title', text: 'Our year in numbers', level: 'h1', align: 'left' },
  };
  const saved = await api(page, 'PUT', `/api/config/pages/${pageId}/draft`, {
    data: { root: { props: { title } }, content: [heading] },
  });
  expect(saved.status).toBe(200);
  const address = `${DEMO_URL}/figures-${stamp}`;
  try {
    await page.reload();
    await pagesNav.getByRole('button', { name: new RegExp(`^${title}`) }).click();
    const preview = page.frameLocator('iframe');
    await expect(preview.getByRole('contentinfo')).toBeVisible();

    // Drag the Chart from the list of blocks onto the page, below the heading.
    const source = page
      .locator('[data-puck-component], [class*="Drawer-draggable"]')
      .filter({ hasText: /^Chart$/ })
      .first();
    await source.scrollIntoViewIfNeeded();
    const zone = preview.locator('[data-puck-dropzone]').first();
    const from = (await source.boundingBox())!;
    const to = (await zone.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, from.y + 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height - 20, { steps: 20 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height - 8, { steps: 5 });
    await page.mouse.up();
    // The new block draws its sample data in the canvas, as visitors will see it.
    const canvasChart = preview.locator('figure[data-chart="bar"]');
    await expect(canvasChart).toBeVisible();
    await canvasChart.click();

    const data = page.getByRole('textbox', { name: 'Data (CSV or tab-separated)' });
    await expect(data).toHaveValue(/^Month,Visitors/);
    // EDIT-050: an empty box; EDIT-048: labels with no column of values beside them.
    await data.fill('');
    await expect(page.getByRole('alert').filter({ hasText: 'data' })).toContainText('Enter some data!');
    await data.fill('Quarter\nQ1\nQ2');
    await expect(page.getByRole('alert').filter({ hasText: 'column' })).toContainText(
      'Your dataset must have at least one column',
    );
    // EDIT-049: column names with no row under them.
    await data.fill('Quarter,Sales,Costs\n');
    const alert = page.getByRole('alert').filter({ hasText: 'dataset' });
    await expect(alert).toContainText('Your dataset must have at least one row');
    // EDIT-051: a row with a blank cell.
    await data.fill('Quarter,Sales,Costs\nQ1,120,\nQ2,180,90');
    await expect(page.getByRole('alert').filter({ hasText: 'missing' })).toContainText(
      'One or more rows was missing data',
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/chart-editor-error-1440.png` });
    expect(await axeViolations(page, '[data-dataset-field]')).toEqual([]);
    // EDIT-052: more than 12 columns is cut, with the notice.
    const wide = [
      ['Quarter', ...Array.from({ length: 13 }, (_, i) => `Shop ${i + 1}`)].join(','),
      ['Q1', ...Array.from({ length: 13 }, (_, i) => String(10 + i))].join(','),
    ].join('\n');
    await data.fill(wide);
    await expect(page.getByRole('status').filter({ hasText: 'columns' })).toHaveText(
      'Only the first 100 rows and 12 columns of your data are used.',
    );
    // Good data, tab-separated as a spreadsheet copies it.
    await data.fill('Quarter\tSales\tCosts\nQ1\t120\t80\nQ2\t180\t95\nQ3\t240\t130\nQ4\t210\t120');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Title' }).fill('Sales and costs, 2026');
    await page.getByRole('textbox', { name: 'Vertical axis label' }).fill('Thousand pounds');
    await expect(preview.locator('figure[data-chart="bar"] svg[data-layout="wide"] rect')).toHaveCount(8);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/chart-editor-1440.png` });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(
      'Published. Visitors now see this version.',
    );

    for (const width of [1440, 390]) {
      const visitor = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await visitor.goto(address);
      await waitForIslands(visitor);
      // One drawing shows at a time, named by the title and described for screen readers.
      const chart = visitor.getByRole('img', { name: 'Sales and costs, 2026' });
      await expect(chart).toHaveCount(1);
      await expect(chart).toHaveAttribute('data-layout', width > 600 ? 'wide' : 'narrow');
      await expect(chart).toHaveAccessibleDescription(
        'Bar chart of Sales and Costs over 4 rows, from Q1 to Q4; values from 80 to 240. The numbers are in the table of data.',
      );
      await expect(chart.locator('rect')).toHaveCount(8);
      await expect(visitor.getByRole('list', { name: 'Legend' }).getByRole('listitem')).toHaveText([
        'Sales',
        'Costs',
      ]);
      // No chart script: nothing on the page names a Chart island.
      await expect(visitor.locator('[data-island="Chart"]')).toHaveCount(0);
      // The data as a real table, behind "Show the data".
      await visitor.getByText('Show the data').click();
      const table = visitor.getByRole('table', { name: 'Sales and costs, 2026: data' });
      await expect(table.getByRole('columnheader')).toHaveText(['Quarter', 'Sales', 'Costs']);
      await expect(table.getByRole('rowheader')).toHaveText(['Q1', 'Q2', 'Q3', 'Q4']);
      // The page never gets wider than the screen.
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axeViolations(visitor)).toEqual([]);
      if (SHOTS) {
        await chart.scrollIntoViewIfNeeded();
        await visitor.screenshot({ path: `${SHOTS}/chart-${width}.png`, fullPage: true });
      }
      await visitor.context().close();
    }
  } finally {
    await api(page, 'DELETE', `/api/config/pages/${pageId}`);
  }
});

test('issue 19: pie, donut and line charts and a wide table are drawn on the server; the table scrolls sideways at 390 px', async ({
  page,
  browser,
}) => {
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  const stamp = Date.now().toString(36);
  const made = await api(page, 'POST', '/api/config/pages', {
    title: `Charts ${stamp}`,
    slug: `charts-${stamp}`,
  });
  expect(made.status).toBe(201);
  const pageId = made.json.page.id as string;
  const shares = [
    ['Channel', 'Visits'],
    ['Search', '420'],
    ['Social', '260'],
    ['Direct', '180'],
    ['Email', '90'],
  ];
  const months = [
    ['Month', 'Tea', 'Coffee', 'Cocoa'],
    ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((m, i) => [
      m,
      String(40 + ((i * 7) % 23)),
      String(60 - i * 2),
      String(10 + ((i * 5) % 17)),
    ]),
  ];
  const prices = [
    ['Product', 'Size', 'Colour', 'Material', 'Price', 'Stock', 'Shop', 'Delivery'],
    ['Linen shirt', 'M', 'Sand', 'Linen', '£65', '12', 'Leeds', '2–3 days'],
    ['Wool scarf', 'One size', 'Moss', 'Merino wool', '£38', '30', 'York', 'Next day'],
  ];
  const block = (id: string, props: Record<string, unknown>) => ({
    type: 'Chart',
    props: { id, title: '', xAxisLabel: '', yAxisLabel: '', showLegend: true, ...props },
  });
  const published = await api(page, 'POST', `/api/config/pages/${pageId}/publish`, {
    data: {
      root: { props: { title: `Charts ${stamp}` } },
      content: [
        { type: 'Heading', props: { id: 'charts-title', text: 'Charts', level: 'h1', align: 'left' } },
        block('pie', { chartType: 'pie', title: 'Where visitors come from', dataset: shares }),
        block('donut', { chartType: 'donut', title: 'The same, as a donut', dataset: shares }),
        block('line', {
          chartType: 'line',
          title: 'Cups sold',
          xAxisLabel: 'Month',
          yAxisLabel: 'Cups',
          dataset: months,
        }),
        block('table', { chartType: 'table', title: 'Our products', dataset: prices }),
      ],
    },
  });
  expect(published.status).toBe(200);
  try {
    for (const width of [1440, 390]) {
      const visitor = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await visitor.goto(`${DEMO_URL}/charts-${stamp}`);
      await waitForIslands(visitor);
      await expect(
        visitor.getByRole('img', { name: 'Where visitors come from' }).locator('path'),
      ).toHaveCount(4);
      await expect(visitor.getByRole('img', { name: 'The same, as a donut' })).toHaveAccessibleDescription(
        /^Donut chart of Visits in 4 parts, from Search to Email/,
      );
      await expect(visitor.getByRole('img', { name: 'Cups sold' }).locator('polyline')).toHaveCount(3);
      const table = visitor.getByRole('table', { name: 'Our products' });
      await expect(table.getByRole('columnheader')).toHaveCount(8);
      const box = visitor.getByRole('region', { name: 'Our products' });
      // The table scrolls inside its box at 390 px; the page itself never gets wider than the screen.
      const [scrollWidth, clientWidth] = await box.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      if (width === 390) expect(scrollWidth).toBeGreaterThan(clientWidth);
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axeViolations(visitor)).toEqual([]);
      if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/charts-${width}.png`, fullPage: true });
      await visitor.context().close();
    }
  } finally {
    await api(page, 'DELETE', `/api/config/pages/${pageId}`);
  }
});
