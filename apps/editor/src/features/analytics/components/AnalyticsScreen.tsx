// The owner's Analytics (issue 18 part 4, docs/decisions/044): traffic over a chosen range beside
// the previous period, where visitors come from, sales and forms, products, and site performance.
// Figures come from the roll-up (every 10 minutes); Refresh rolls up now.
import { formatMoney } from '@folio/core/money';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Frame } from '../../../app/Frame.tsx';
import {
  type Band,
  type EventsAnswer,
  messageOf,
  type PerformanceAnswer,
  type Range,
  type SalesAnswer,
  type TrafficAnswer,
  type TrafficRow,
  usePerformance,
  useProductEvents,
  useRefresh,
  useSales,
  useTraffic,
  type Vital,
} from '../api/analytics.ts';
import {
  addDays,
  countryName,
  DEVICE_LABELS,
  daysBetween,
  describeChange,
  formatCount,
  formatDay,
  formatDuration,
  formatPercent,
  todayUtc,
} from '../format.ts';
import styles from './analytics.module.css';
import { type Column, DataTable } from './DataTable.tsx';
import { DayChart } from './DayChart.tsx';

const PRESETS = [7, 30, 90] as const;
const MAX_DAYS = 400;
const VISITS = '#2f4a3a';
const VIEWS = '#c9bfae';

type Choice = { preset: (typeof PRESETS)[number] } | { custom: { from: string; to: string } };

/** The range read: a preset's last N days up to today, or custom days (both ends included). */
function rangeOf(choice: Choice, today: string): Range {
  if ('preset' in choice) return { from: addDays(today, 1 - choice.preset), to: addDays(today, 1) };
  return { from: choice.custom.from, to: addDays(choice.custom.to, 1) };
}

export function AnalyticsScreen() {
  const today = todayUtc();
  const [choice, setChoice] = useState<Choice>({ preset: 30 });
  const range = useMemo(() => rangeOf(choice, today), [choice, today]);
  const length = daysBetween(range.from, range.to);
  const refresh = useRefresh();
  const traffic = useTraffic(range);
  const sales = useSales(range);
  const events = useProductEvents(range);
  const performance = usePerformance(range);
  const period = 'preset' in choice ? `previous ${length} days` : 'previous period';
  const file = (name: string) => `${name}-${range.from}-to-${addDays(range.to, -1)}`;

  return (
    <Frame title="Analytics" titleId="analytics-title" dialogClassName={undefined} layout="scroll">
      <div className={styles.screen}>
        <div className={styles.toolbar}>
          <RangePicker choice={choice} today={today} onChange={setChoice} />
          <div className={styles.refresh}>
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => refresh.mutate()}
              disabled={refresh.isPending}
            >
              {refresh.isPending ? 'Refreshing…' : 'Refresh'}
            </button>
            <p className={styles.hint} aria-live="polite">
              {refresh.isError
                ? messageOf(refresh.error)
                : refresh.isSuccess
                  ? 'Up to date: the latest visits are counted.'
                  : 'Counted every 10 minutes. Days are in UTC.'}
            </p>
          </div>
        </div>

        <section className={styles.section} aria-labelledby="traffic-title">
          <h3 id="traffic-title" className={styles.sectionTitle}>
            Traffic
          </h3>
          {traffic.isError ? (
            <p className={styles.problem} role="alert">
              {messageOf(traffic.error)}
            </p>
          ) : !traffic.data ? (
            <p className={styles.empty}>Loading…</p>
          ) : (
            <Traffic data={traffic.data} period={period} file={file} />
          )}
        </section>

        <section className={styles.section} aria-labelledby="sales-title">
          <h3 id="sales-title" className={styles.sectionTitle}>
            Sales and forms
          </h3>
          {sales.isError ? (
            <p className={styles.problem} role="alert">
              {messageOf(sales.error)}
            </p>
          ) : !sales.data ? (
            <p className={styles.empty}>Loading…</p>
          ) : (
            <Sales data={sales.data} period={period} file={file} />
          )}
        </section>

        <section className={styles.section} aria-labelledby="engagement-title">
          <h3 id="engagement-title" className={styles.sectionTitle}>
            Clicks and products
          </h3>
          {events.isError ? (
            <p className={styles.problem} role="alert">
              {messageOf(events.error)}
            </p>
          ) : events.isPending ? (
            <p className={styles.empty}>Loading…</p>
          ) : (
            <Engagement data={events.data ?? null} file={file} />
          )}
        </section>

        <section className={styles.section} aria-labelledby="performance-title">
          <h3 id="performance-title" className={styles.sectionTitle}>
            Site performance
          </h3>
          {performance.isError ? (
            <p className={styles.problem} role="alert">
              {messageOf(performance.error)}
            </p>
          ) : performance.isPending ? (
            <p className={styles.empty}>Loading…</p>
          ) : (
            <Performance data={performance.data ?? null} file={file} />
          )}
        </section>
      </div>
    </Frame>
  );
}

function RangePicker({
  choice,
  today,
  onChange,
}: {
  choice: Choice;
  today: string;
  onChange: (choice: Choice) => void;
}) {
  const id = useId();
  const isCustom = 'custom' in choice;
  const [from, setFrom] = useState(addDays(today, -13));
  const [to, setTo] = useState(today);
  const span = daysBetween(from, to) + 1;
  const problem =
    !from || !to
      ? 'Choose both days.'
      : span < 1
        ? 'The first day comes before the last.'
        : span > MAX_DAYS
          ? `At most ${MAX_DAYS} days.`
          : null;
  return (
    <div className={styles.rangePicker}>
      <fieldset className={styles.presets}>
        <legend className={styles.visuallyHidden}>Range</legend>
        {PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            className={styles.preset}
            aria-pressed={'preset' in choice && choice.preset === days}
            onClick={() => onChange({ preset: days })}
          >
            {days} days
          </button>
        ))}
        <button
          type="button"
          className={styles.preset}
          aria-pressed={isCustom}
          onClick={() => !problem && onChange({ custom: { from, to } })}
        >
          Custom
        </button>
      </fieldset>
      {isCustom && (
        <form
          className={styles.custom}
          onSubmit={(e) => {
            e.preventDefault();
            if (!problem) onChange({ custom: { from, to } });
          }}
        >
          <label className={styles.field} htmlFor={`${id}-from`}>
            From
            <input
              id={`${id}-from`}
              type="date"
              className={styles.input}
              value={from}
              max={today}
              onChange={(e) => setFrom(e.target.value)}
            />
          </label>
          <label className={styles.field} htmlFor={`${id}-to`}>
            To
            <input
              id={`${id}-to`}
              type="date"
              className={styles.input}
              value={to}
              max={today}
              onChange={(e) => setTo(e.target.value)}
            />
          </label>
          <button type="submit" className={styles.secondaryButton} disabled={problem !== null}>
            Show
          </button>
          {problem && <p className={styles.problem}>{problem}</p>}
        </form>
      )}
    </div>
  );
}

function Figure({
  label,
  value,
  change,
  note,
}: {
  label: string;
  value: string;
  change?: { text: string; tone: 'good' | 'bad' | 'same'; arrow: string };
  note?: string;
}) {
  return (
    <div className={styles.figure}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{value}</dd>
      {change && (
        <dd className={styles[`change_${change.tone}`]}>
          {change.arrow && <span aria-hidden="true">{change.arrow} </span>}
          {change.text}
          {note && <span className={styles.changeNote}> {note}</span>}
        </dd>
      )}
    </div>
  );
}

const pct = (part: number, whole: number) => (whole ? part / whole : null);
const round = (n: number | null, digits = 1) => (n === null ? null : Number(n.toFixed(digits)));

function rowColumns(keyLabel: string, show: (key: string) => ReactNode = (k) => k): Column<TrafficRow>[] {
  return [
    { label: keyLabel, value: (r) => r.key, show: (r) => show(r.key) },
    { label: 'Visits', value: (r) => r.visits, show: (r) => formatCount(r.visits), isNumeric: true },
    {
      label: 'Page views',
      value: (r) => r.pageViews,
      show: (r) => formatCount(r.pageViews),
      isNumeric: true,
    },
    {
      label: 'Bounce rate %',
      value: (r) => (r.visits ? round((r.bounces / r.visits) * 100) : null),
      show: (r) => formatPercent(pct(r.bounces, r.visits), 0),
      isNumeric: true,
    },
  ];
}

function Traffic({
  data,
  period,
  file,
}: {
  data: TrafficAnswer;
  period: string;
  file: (name: string) => string;
}) {
  const { totals, previous } = data;
  const before = previous.totals;
  const note = `vs ${period}`;
  const days = useMemo(() => data.days.map((d) => d.key), [data.days]);
  const series = useMemo(
    () => [
      { label: 'Page views', values: data.days.map((d) => d.pageViews), color: VIEWS, kind: 'bars' as const },
      { label: 'Visits', values: data.days.map((d) => d.visits), color: VISITS, kind: 'line' as const },
    ],
    [data.days],
  );
  const pages: Column<TrafficRow>[] = [
    { label: 'Page', value: (r) => r.key },
    {
      label: 'Page views',
      value: (r) => r.pageViews,
      show: (r) => formatCount(r.pageViews),
      isNumeric: true,
    },
    { label: 'Entries', value: (r) => r.visits, show: (r) => formatCount(r.visits), isNumeric: true },
    {
      label: 'Bounce rate %',
      value: (r) => (r.visits ? round((r.bounces / r.visits) * 100) : null),
      show: (r) => formatPercent(pct(r.bounces, r.visits), 0),
      isNumeric: true,
    },
    {
      label: 'Time on page (s)',
      value: (r) => (r.timedViews ? Math.round(r.timeOnPageMs / r.timedViews / 1000) : null),
      show: (r) => formatDuration(r.timedViews ? r.timeOnPageMs / r.timedViews : null),
      isNumeric: true,
    },
  ];
  const share = (r: TrafficRow) => pct(r.visits, totals.visits);
  const withShare = (label: string, show?: (key: string) => ReactNode): Column<TrafficRow>[] => [
    { label, value: (r) => (show ? String(show(r.key)) : r.key), show: (r) => (show ? show(r.key) : r.key) },
    { label: 'Visits', value: (r) => r.visits, show: (r) => formatCount(r.visits), isNumeric: true },
    {
      label: 'Share %',
      value: (r) => round((share(r) ?? 0) * 100),
      show: (r) => <ShareBar rate={share(r)} />,
      isNumeric: true,
    },
    {
      label: 'Page views',
      value: (r) => r.pageViews,
      show: (r) => formatCount(r.pageViews),
      isNumeric: true,
    },
  ];
  return (
    <>
      <dl className={styles.figures}>
        <Figure
          label="Visits"
          value={formatCount(totals.visits)}
          change={describeChange(totals.visits, before.visits, { kind: 'count', isUpGood: true })}
          note={note}
        />
        <Figure
          label="Unique visitors"
          value={formatCount(totals.visitors)}
          change={describeChange(totals.visitors, before.visitors, { kind: 'count', isUpGood: true })}
          note={note}
        />
        <Figure
          label="Page views"
          value={formatCount(totals.pageViews)}
          change={describeChange(totals.pageViews, before.pageViews, { kind: 'count', isUpGood: true })}
          note={note}
        />
        <Figure
          label="Bounce rate"
          value={formatPercent(totals.bounceRate, 0)}
          change={describeChange(totals.bounceRate, before.bounceRate, { kind: 'rate', isUpGood: false })}
          note={note}
        />
        <Figure
          label="Time on page"
          value={formatDuration(totals.avgTimeOnPageMs)}
          change={describeChange(totals.avgTimeOnPageMs, before.avgTimeOnPageMs, {
            kind: 'duration',
            isUpGood: true,
          })}
          note={note}
        />
      </dl>
      {totals.visits === 0 && totals.pageViews === 0 ? (
        <p className={styles.emptyCard}>
          No visits in this range yet. Visits to the published site show here after the next count (or
          Refresh).
        </p>
      ) : (
        <DayChart
          days={days}
          series={series}
          oneScale
          label={`${formatCount(totals.visits)} visits and ${formatCount(totals.pageViews)} page views over ${days.length} days`}
        />
      )}
      <details className={styles.details}>
        <summary>Figures per day</summary>
        <DataTable
          id="traffic-days"
          title="Per day"
          filename={file('traffic-per-day')}
          rows={data.days}
          rowKey={(r) => r.key}
          empty="No visits in this range."
          columns={[
            { label: 'Day', value: (r) => r.key, show: (r) => formatDay(r.key) },
            ...rowColumns('').slice(1),
            {
              label: 'Unique visitors',
              value: (r) => r.visitors,
              show: (r) => formatCount(r.visitors),
              isNumeric: true,
            },
          ]}
        />
      </details>
      <div className={styles.tables}>
        <DataTable
          id="top-pages"
          title="Top pages"
          filename={file('top-pages')}
          rows={data.paths}
          rowKey={(r) => r.key}
          empty="No page views in this range."
          columns={pages}
        />
        <DataTable
          id="referrers"
          title="Referrers"
          filename={file('referrers')}
          rows={data.referrers}
          rowKey={(r) => r.key}
          empty="No visits from other sites in this range."
          columns={rowColumns('Site')}
        />
        <DataTable
          id="campaigns"
          title="Campaigns (UTM)"
          filename={file('campaigns')}
          rows={data.campaigns}
          rowKey={(r) => r.key}
          empty="No visits from tagged links (utm_source, utm_campaign) in this range."
          columns={rowColumns('Source / campaign')}
        />
        <DataTable
          id="countries"
          title="Countries"
          filename={file('countries')}
          rows={data.countries}
          rowKey={(r) => r.key}
          empty="No visits in this range."
          columns={withShare('Country', countryName)}
        />
        <DataTable
          id="devices"
          title="Devices"
          filename={file('devices')}
          rows={data.devices}
          rowKey={(r) => r.key}
          empty="No visits in this range."
          columns={withShare('Device', (k) => DEVICE_LABELS[k] ?? k)}
        />
        <DataTable
          id="browsers"
          title="Browsers"
          filename={file('browsers')}
          rows={data.browsers}
          rowKey={(r) => r.key}
          empty="No visits in this range."
          columns={withShare('Browser')}
        />
      </div>
      <p className={styles.footnote}>
        A visit ends after 30 minutes without a page view. Unique visitors are counted per day. Bounce: a
        visit with one page view. Time on page: until the next page of the same visit (a visit’s last page has
        none). Countries come from the browser’s time zone and language.
      </p>
    </>
  );
}

function ShareBar({ rate }: { rate: number | null }) {
  return (
    <span className={styles.share}>
      <span className={styles.shareTrack} aria-hidden="true">
        <span className={styles.shareFill} style={{ width: `${Math.round((rate ?? 0) * 100)}%` }} />
      </span>
      <span className={styles.shareNumber}>{formatPercent(rate, 0)}</span>
    </span>
  );
}

function Sales({
  data,
  period,
  file,
}: {
  data: SalesAnswer;
  period: string;
  file: (name: string) => string;
}) {
  const money = useMemo(
    () => (cents: number) => formatMoney(Math.round(cents), data.currencyCode, { trimZeroCents: true }),
    [data.currencyCode],
  );
  const note = `vs ${period}`;
  const days = useMemo(() => data.days.map((d) => d.day), [data.days]);
  const series = useMemo(
    () => [
      { label: 'Orders', values: data.days.map((d) => d.orders), color: VIEWS, kind: 'bars' as const },
      {
        label: `Revenue (${data.currencyCode})`,
        values: data.days.map((d) => d.revenueCents),
        color: VISITS,
        kind: 'line' as const,
        format: money,
      },
    ],
    [data.days, data.currencyCode, money],
  );
  const { totals, previous } = data;
  return (
    <>
      <dl className={styles.figures}>
        <Figure
          label="Orders"
          value={formatCount(totals.orders)}
          change={describeChange(totals.orders, previous.orders, { kind: 'count', isUpGood: true })}
          note={note}
        />
        <Figure
          label="Revenue"
          value={money(totals.revenueCents)}
          change={describeChange(totals.revenueCents, previous.revenueCents, {
            kind: 'count',
            isUpGood: true,
          })}
          note={note}
        />
        <Figure
          label="Conversion"
          value={formatPercent(totals.conversionRate)}
          change={describeChange(totals.conversionRate, previous.conversionRate, {
            kind: 'rate',
            isUpGood: true,
          })}
          note={note}
        />
      </dl>
      {totals.orders === 0 ? (
        <p className={styles.emptyCard}>No orders in this range.</p>
      ) : (
        <DayChart
          days={days}
          series={series}
          label={`${formatCount(totals.orders)} orders and ${money(totals.revenueCents)} revenue over ${days.length} days`}
        />
      )}
      <div className={styles.tables}>
        {totals.orders > 0 && (
          <DataTable
            id="sales-days"
            title="Orders per day"
            filename={file('orders-per-day')}
            rows={data.days.filter((d) => d.orders > 0)}
            rowKey={(r) => r.day}
            empty="No orders in this range."
            columns={[
              { label: 'Day', value: (r) => r.day, show: (r) => formatDay(r.day) },
              {
                label: 'Orders',
                value: (r) => r.orders,
                show: (r) => formatCount(r.orders),
                isNumeric: true,
              },
              {
                label: `Revenue (${data.currencyCode})`,
                value: (r) => r.revenueCents / 100,
                show: (r) => money(r.revenueCents),
                isNumeric: true,
              },
            ]}
          />
        )}
        <DataTable
          id="forms"
          title="Forms: renders and submissions"
          filename={file('forms')}
          rows={data.forms}
          rowKey={(r) => r.id}
          empty="No forms on the published site yet."
          columns={[
            { label: 'Form', value: (r) => r.name || 'Untitled form', show: (r) => <FormName form={r} /> },
            {
              label: 'Renders',
              value: (r) => r.renders,
              show: (r) => formatCount(r.renders),
              isNumeric: true,
            },
            {
              label: 'Submissions',
              value: (r) => r.submissions,
              show: (r) => formatCount(r.submissions),
              isNumeric: true,
            },
            {
              label: 'Rate %',
              value: (r) => (r.renders ? round((r.submissions / r.renders) * 100) : null),
              show: (r) => formatPercent(pct(r.submissions, r.renders)),
              isNumeric: true,
            },
          ]}
        />
      </div>
      <p className={styles.footnote}>
        Conversion: orders divided by visits in the range. Form renders and submissions are those of the
        range, counted from visitors' browsers (signed-in editors are not counted).
      </p>
    </>
  );
}

function FormName({ form }: { form: SalesAnswer['forms'][number] }) {
  return (
    <>
      {form.name || 'Untitled form'}
      {form.pageTitle && <span className={styles.cellNote}>{form.pageTitle}</span>}
    </>
  );
}

/** The events answer's names (decision 042) and the tables' words for them, first the one sorted by. */
const BUTTON_EVENTS: Record<string, string> = { 'button-click': 'Clicks', 'button-render': 'Shown' };
const PRODUCT_EVENTS: Record<string, string> = {
  'quick-view': 'Quick views',
  'add-to-cart': 'Added to cart',
};

interface ObjectRow {
  objectId: string;
  label: string;
  counts: Record<string, number>;
}

/** Events of one kind per object (product, button): the events answer's top list pivoted. */
function perObject(data: EventsAnswer | null, events: readonly string[]): ObjectRow[] {
  const byObject = new Map<string, ObjectRow>();
  for (const entry of data?.top ?? []) {
    if (!events.includes(entry.event)) continue;
    const row = byObject.get(entry.objectId) ?? { objectId: entry.objectId, label: entry.label, counts: {} };
    row.counts[entry.event] = (row.counts[entry.event] ?? 0) + entry.count;
    if (!row.label) row.label = entry.label;
    byObject.set(entry.objectId, row);
  }
  const first = events[0]!;
  return [...byObject.values()].sort(
    (a, b) => (b.counts[first] ?? 0) - (a.counts[first] ?? 0) || a.label.localeCompare(b.label),
  );
}

function countColumns(labels: Record<string, string>, rate: { label: string; part: string; whole: string }) {
  const count = (r: ObjectRow, event: string) => r.counts[event] ?? 0;
  return [
    ...Object.entries(labels).map(([event, label]) => ({
      label,
      value: (r: ObjectRow) => count(r, event),
      show: (r: ObjectRow) => formatCount(count(r, event)),
      isNumeric: true,
    })),
    {
      label: rate.label,
      value: (r: ObjectRow) => {
        const value = pct(count(r, rate.part), count(r, rate.whole));
        return value === null ? null : round(value * 100);
      },
      show: (r: ObjectRow) => formatPercent(pct(count(r, rate.part), count(r, rate.whole)), 0),
      isNumeric: true,
    },
  ];
}

function Engagement({ data, file }: { data: EventsAnswer | null; file: (name: string) => string }) {
  const buttons = useMemo(() => perObject(data, Object.keys(BUTTON_EVENTS)), [data]);
  const products = useMemo(() => perObject(data, Object.keys(PRODUCT_EVENTS)), [data]);
  if (!data)
    return (
      <p className={styles.emptyCard}>
        Button clicks, product quick views and add-to-cart are not counted on this server yet.
      </p>
    );
  return (
    <div className={styles.tables}>
      <DataTable
        id="buttons"
        title="Button clicks"
        filename={file('button-clicks')}
        rows={buttons}
        rowKey={(r) => r.objectId}
        empty="No button clicks in this range."
        columns={[
          { label: 'Button', value: (r) => r.label || r.objectId },
          ...countColumns(BUTTON_EVENTS, {
            label: 'Click rate %',
            part: 'button-click',
            whole: 'button-render',
          }),
        ]}
      />
      <DataTable
        id="products"
        title="Quick views and add to cart per product"
        filename={file('products')}
        rows={products}
        rowKey={(r) => r.objectId}
        empty="No product quick views or add-to-cart in this range."
        columns={[
          { label: 'Product', value: (r) => r.label || r.objectId },
          ...countColumns(PRODUCT_EVENTS, {
            label: 'Added per view %',
            part: 'add-to-cart',
            whole: 'quick-view',
          }),
        ]}
      />
    </div>
  );
}

const BAND_LABELS: Record<Band, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};
const METRICS = [
  {
    key: 'lcp',
    label: 'LCP',
    name: 'Largest contentful paint',
    show: (v: number) => `${(v / 1000).toFixed(1)} s`,
  },
  { key: 'inp', label: 'INP', name: 'Interaction to next paint', show: (v: number) => `${Math.round(v)} ms` },
  { key: 'cls', label: 'CLS', name: 'Cumulative layout shift', show: (v: number) => v.toFixed(2) },
] as const;

function VitalBadge({ vital, show }: { vital: Vital | null | undefined; show: (v: number) => string }) {
  if (!vital || vital.p75 === null || !vital.band) return <span className={styles.noValue}>No data</span>;
  return (
    <span className={styles.vital}>
      <span className={styles.vitalValue}>{show(vital.p75)}</span>
      <span className={styles[`band_${vital.band.replace('-', '_')}`]}>{BAND_LABELS[vital.band]}</span>
    </span>
  );
}

function Performance({ data, file }: { data: PerformanceAnswer | null; file: (name: string) => string }) {
  if (!data) return <p className={styles.emptyCard}>Core Web Vitals are not measured on this server yet.</p>;
  if (data.overall.samples === 0 && data.pages.length === 0)
    return (
      <p className={styles.emptyCard}>
        No page loads measured in this range yet. Visitors’ browsers report Core Web Vitals as they use the
        site.
      </p>
    );
  type Page = PerformanceAnswer['pages'][number];
  return (
    <>
      <dl className={styles.figures}>
        {METRICS.map((m) => (
          <div key={m.key} className={styles.figure}>
            <dt className={styles.figureLabel}>
              <abbr title={m.name}>{m.label}</abbr> (p75)
            </dt>
            <dd className={styles.figureValue}>
              <VitalBadge vital={data.overall[m.key]} show={m.show} />
            </dd>
          </div>
        ))}
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>Page loads measured</dt>
          <dd className={styles.figureValue}>{formatCount(data.overall.samples)}</dd>
        </div>
      </dl>
      <DataTable
        id="performance-pages"
        title="Core Web Vitals per page (p75)"
        filename={file('core-web-vitals')}
        rows={data.pages}
        rowKey={(r) => r.path}
        empty="No page loads measured in this range."
        columns={[
          { label: 'Page', value: (r: Page) => r.path },
          {
            label: 'Loads',
            value: (r: Page) => r.samples,
            show: (r: Page) => formatCount(r.samples),
            isNumeric: true,
          },
          ...METRICS.map((m) => ({
            label: m.label,
            value: (r: Page) => {
              const v = r[m.key];
              return v && v.p75 !== null
                ? `${round(v.p75, 3)} ${v.band ? BAND_LABELS[v.band] : ''}`.trim()
                : null;
            },
            show: (r: Page) => <VitalBadge vital={r[m.key]} show={m.show} />,
          })),
        ]}
      />
      <p className={styles.footnote}>
        p75: three in four page loads were at least this fast. Bands as Google defines them: LCP good up to
        2.5 s, poor over 4 s; INP good up to 200 ms, poor over 500 ms; CLS good up to 0.1, poor over 0.25.
      </p>
    </>
  );
}
