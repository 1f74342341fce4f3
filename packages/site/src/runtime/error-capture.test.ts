// DATA-033 (decision 057): every uncaught error and rejection is heard from the start; the reporter's
// chunk loads on the first one and gets every error, the first included.
import { describe, expect, it, vi } from 'vitest';
import { installErrorCapture } from './error-capture.ts';
import type { ErrorDetails } from './error-reporter.ts';

describe('the always-on error capture', () => {
  it('DATA-033 loads nothing until an error, then hands the reporter every error and rejection, in order', async () => {
    const view = new EventTarget() as unknown as Window;
    const reported: ErrorDetails[] = [];
    const createBrowserReporter = vi.fn(() => ({ report: (error: ErrorDetails) => reported.push(error) }));
    const load = vi.fn(async () => ({ createBrowserReporter }) as never);
    installErrorCapture({ websiteId: 'w1', templateId: null }, view, load);
    expect(load).not.toHaveBeenCalled();

    const boom = new Error('boom');
    view.dispatchEvent(
      Object.assign(new Event('error'), {
        message: 'boom',
        error: boom,
        filename: 'a.js',
        lineno: 3,
        colno: 7,
      }),
    );
    view.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'no answer' }));
    await vi.waitFor(() => expect(reported).toHaveLength(2));
    expect(load).toHaveBeenCalledTimes(1);
    expect(createBrowserReporter).toHaveBeenCalledWith({ websiteId: 'w1', templateId: null });
    expect(reported).toEqual([
      { message: 'boom', stack: boom.stack, file: 'a.js', line: 3, column: 7 },
      { message: 'no answer', stack: undefined },
    ]);
  });

  it('a reporter chunk that failed to load is tried again at the next error', async () => {
    const view = new EventTarget() as unknown as Window;
    const report = vi.fn();
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ createBrowserReporter: () => ({ report }) });
    const capture = installErrorCapture({ websiteId: null, templateId: null }, view, load);
    capture.report({ message: 'first' });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r));
    capture.report({ message: 'second' });
    await vi.waitFor(() => expect(report).toHaveBeenCalledWith({ message: 'second' }));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
