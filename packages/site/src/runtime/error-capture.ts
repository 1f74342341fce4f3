// DATA-033: the always-on half of the error reporter (decision 057). It hears every uncaught error
// and rejection of a published page from the start; the reporter itself (records, debounce, caps,
// sending: error-reporter.ts) is a chunk loaded on the first error, which most pages never have.
import type { BrowserReporterInput, ErrorDetails } from './error-reporter.ts';

type ReporterModule = typeof import('./error-reporter.ts');

export function installErrorCapture(
  input: BrowserReporterInput,
  view: Window = window,
  load: () => Promise<ReporterModule> = () => import('./error-reporter.ts'),
): { report(error: ErrorDetails): void } {
  let reporter: Promise<{ report(error: ErrorDetails): void } | null> | null = null;
  const report = (error: ErrorDetails) => {
    // A reporter chunk that cannot load is tried again at the next error (nothing to report it to).
    reporter ??= load().then(
      (m) => m.createBrowserReporter(input),
      () => (reporter = null),
    );
    void reporter.then((r) => r?.report(error));
  };
  view.addEventListener('error', (event) =>
    report({
      message: event.message,
      stack: event.error instanceof Error ? event.error.stack : undefined,
      file: event.filename,
      line: event.lineno,
      column: event.colno,
    }),
  );
  view.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason;
    report({
      message: reason instanceof Error ? reason.message : String(reason),
      stack: reason instanceof Error ? reason.stack : undefined,
    });
  });
  return { report };
}
