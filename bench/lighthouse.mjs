// Lighthouse's mobile performance score of a page (npm run bench calls `lighthouseRows`): the
// standard mobile run (Moto G Power emulation, simulated slow 4G and 4× CPU throttling) in Debian's
// Chromium, launched by chrome-launcher with this machine's offline flags. Nothing is downloaded
// (no browser binary) and nothing leaves loopback (see OFFLINE_FLAGS). Each run is bounded in time.
import { request as httpRequest } from 'node:http';
import { Launcher, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../e2e/chromium.mjs';

const TIMEOUT_MS = 120_000;
/** Runs per page; the one with the median score is reported (Lighthouse's scores vary run to run). */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/**
 * Chromium still makes background requests despite --disable-background-networking (seen in a net
 * log: network time at clients2.google.com, a component at update.googleapis.com, accounts.google.com
 * ListAccounts). Offline they only fail, but nothing should leave the machine: the network-time
 * query is turned off (added to chrome-launcher's --disable-features list, as a later flag replaces
 * an earlier one) and every host name but loopback's resolves to nothing inside Chromium.
 */
const OFFLINE_FLAGS = [
  `${Launcher.defaultFlags().find((flag) => flag.startsWith('--disable-features=')) ?? '--disable-features='},NetworkTimeServiceQuerying`,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
];
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

/**
 * Lighthouse's mobile performance score (0..100) of `url` with its metrics (FCP, LCP, TBT and SI in
 * ms; CLS unitless). `offsite` lists any request the page made to another host than its own.
 * Throws when Lighthouse cannot load the page, or after `timeoutMs`.
 */
export async function lighthouseMobileScore(
  url,
  { chromePath = chromiumPath, chromeArgs = chromiumArgs, timeoutMs = TIMEOUT_MS } = {},
) {
  const chrome = await launch({
    chromePath,
    // '--headless=new' last, so it is the value in force over chromiumArgs' plain '--headless'.
    chromeFlags: [...chromeArgs.filter((flag) => flag !== '--headless'), ...OFFLINE_FLAGS, '--headless=new'],
    logLevel: 'silent',
  });
  let timer;
  try {
    const run = lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      // The default config: formFactor 'mobile', throttlingMethod 'simulate' (the standard score).
    });
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Lighthouse did not finish ${url} within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
    });
    const result = await Promise.race([run, timeout]);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse answered nothing for ${url}`);
    if (lhr.runtimeError)
      throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score for ${url}`);
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? Number.NaN]),
    );
    const host = new URL(url).host;
    const offsite = [
      ...new Set(
        (lhr.audits['network-requests']?.details?.items ?? [])
          .map((item) => item.url)
          .filter((u) => /^https?:/.test(u) && new URL(u).host !== host),
      ),
    ];
    return {
      score: Math.round(score * 100),
      metrics,
      offsite,
      settings: {
        formFactor: lhr.configSettings.formFactor,
        throttling: lhr.configSettings.throttlingMethod,
      },
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment?.hostUserAgent,
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    clearTimeout(timer);
    chrome.kill();
  }
}

/** The status of GET `path` on the server at 127.0.0.1:port as site `host`. */
function statusOf(port, host, path) {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`GET ${path} timed out`)));
    req.end();
  });
}

/**
 * Rows for run.mjs's printTable: Lighthouse's mobile score of each of `paths` on the site `host`
 * served at 127.0.0.1:port (Chromium resolves *.localhost to loopback), the median of `runs` runs
 * after the page has been asked for once (so the server's HTML cache is warm, as for visitors). A
 * path answering 404 is reported as not present yet, another status or a failed run with its reason.
 */
export async function lighthouseRows({ port, host, paths, chromePath = chromiumPath, runs = RUNS }) {
  const rows = [];
  const fmt = (n) => Math.round(n).toLocaleString('en-US');
  for (const path of paths) {
    const figure = `Lighthouse mobile performance, ${path}`;
    const status = await statusOf(port, host, path);
    if (status !== 200) {
      const why = status === 404 ? 'page not present yet: 404' : `GET ${path} answered ${status}`;
      rows.push([figure, `not measured (${why})`, 'target ≥ 95', null]);
      continue;
    }
    try {
      const results = [];
      for (let i = 0; i < runs; i++)
        results.push(await lighthouseMobileScore(`http://${host}${path}`, { chromePath }));
      const scores = results.map((r) => r.score);
      results.sort((a, b) => a.score - b.score);
      const { score, metrics: m } = results[Math.floor((results.length - 1) / 2)];
      const offsite = [...new Set(results.flatMap((r) => r.offsite))];
      rows.push([
        figure,
        `${score} (FCP ${fmt(m.FCP)} ms, LCP ${fmt(m.LCP)} ms, TBT ${fmt(m.TBT)} ms, ` +
          `CLS ${m.CLS.toFixed(3)}, SI ${fmt(m.SI)} ms)` +
          (runs > 1 ? `, median of ${scores.join(', ')}` : '') +
          (offsite.length ? `; requests off the site: ${offsite.join(', ')}` : ''),
        'target ≥ 95',
        score >= 95,
      ]);
    } catch (error) {
      rows.push([figure, `not measured (${error.message.split('\n')[0]})`, 'target ≥ 95', null]);
    }
  }
  return rows;
}
