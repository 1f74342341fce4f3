// A Folio server whose demo site has 60 days of made-up visits, for looking at the Analytics screen
// (issue 18 part 4) with something in it: screenshots and design checks, never the journeys.
//   PORT=4337 FOLIO_DATA_DIR=$(mktemp -d) FOLIO_DEMO_PASSWORD=… node --import tsx e2e/analytics-sample-server.ts
// The events go through the analytics service as the routes store them (at chosen times), then
// the roll-up runs over the whole span. Deterministic: the same figures every time.
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';

const DAY = 86_400_000;
const DAYS = 60;

const AGENTS = [
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    '1512x982',
    30,
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    '390x844',
    28,
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    '412x915',
    14,
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    '1920x1080',
    10,
  ],
  ['Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0', '1920x1080', 6],
  [
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    '820x1180',
    7,
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    '384x854',
    5,
  ],
] as const;
const ZONES = [
  ['America/New_York', 26],
  ['America/Los_Angeles', 12],
  ['Europe/London', 14],
  ['Europe/Berlin', 12],
  ['Europe/Paris', 7],
  ['Australia/Sydney', 6],
  ['Asia/Tokyo', 4],
  ['America/Toronto', 6],
  ['Europe/Amsterdam', 4],
  ['', 3],
] as const;
const PATHS = [
  ['/', 40],
  ['/shop', 22],
  ['/about', 14],
  ['/contact', 8],
  ['/shop/p/linen-studio-apron', 9],
  ['/shop/p/room-planning-guide', 7],
] as const;
const SOURCES = [
  [null, null, null, 46],
  ['www.google.com', null, null, 26],
  ['instagram.com', 'instagram', 'spring-linen', 10],
  ['news.example', 'newsletter', 'march-journal', 8],
  ['www.pinterest.com', null, null, 6],
  ['duckduckgo.com', null, null, 4],
] as const;

/** A small deterministic random source (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = random(18);
function pick<T extends readonly unknown[]>(items: readonly T[]): T {
  const total = items.reduce((n, item) => n + (item.at(-1) as number), 0);
  let r = rand() * total;
  for (const item of items) {
    r -= item.at(-1) as number;
    if (r <= 0) return item;
  }
  return items[0]!;
}

const app = await buildApp({ config: loadConfig() });
const site = await app.folio.sites.find('demo.localhost');
if (!site) throw new Error('no demo site');
const analytics = app.folio.analytics;
const today = Math.floor(Date.now() / DAY) * DAY;
const pending: Promise<boolean>[] = [];
let visitors = 0;
for (let d = DAYS; d >= 1; d--) {
  const day = today - d * DAY;
  const weekday = new Date(day).getUTCDay();
  const visits = Math.round(
    (22 + (DAYS - d) * 0.35) * (weekday === 0 || weekday === 6 ? 0.7 : 1) * (0.8 + rand() * 0.4),
  );
  for (let v = 0; v < visits; v++) {
    const [userAgent, screen] = pick(AGENTS);
    const [timeZone] = pick(ZONES);
    const [referrerHost, source, campaign] = pick(SOURCES);
    const id = `sample${String(visitors++).padStart(10, '0')}`;
    const who = {
      websiteId: site.id,
      visitorCookie: `${id}|1700000000000|1700000000000|1700000000000|1`,
      address: '203.0.113.1',
      userAgent,
      acceptLanguage: 'en-US,en;q=0.9',
    };
    let at = day + Math.floor((7 + rand() * 15) * 3_600_000);
    const [entry] = pick(PATHS);
    pending.push(
      analytics.record(
        { ...who, kind: 'landing', path: entry, referrerHost, source, campaign, timeZone, screen },
        new Date(at),
      ),
    );
    const views = rand() < 0.42 ? 1 : 2 + Math.floor(rand() * 4);
    let path: string = entry;
    for (let p = 0; p < views; p++) {
      pending.push(analytics.record({ ...who, kind: 'hit', path, referrerHost: null }, new Date(at + 300)));
      at += Math.floor((10 + rand() * 140) * 1000);
      path = pick(PATHS)[0];
    }
  }
}
await Promise.all(pending);
await analytics.rollUp({ days: DAYS + 2, websiteId: site.id });
const config = loadConfig();
await app.listen({ port: config.port, host: config.host });
process.stdout.write(`sample analytics: ${visitors} visits over ${DAYS} days; listening on ${config.port}\n`);
