/**
 * Prints the plain closing line CI reads: "N passed, N failed[, N skipped]". It must never
 * say "0 failed" when something failed: in a test file that failed (a failed beforeAll or
 * afterAll, a file that did not load, an error outside any test) every test that did not
 * pass counts as failed, and a failed file without tests counts as one failure; so does
 * each unhandled error and a run that was interrupted.
 */
import type { Reporter, TestModule, TestRunEndReason } from 'vitest/node';

export type Summary = { passed: number; failed: number; skipped: number };

export function summarize(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>, reason?: TestRunEndReason): Summary {
  const summary: Summary = { passed: 0, failed: unhandledErrors.length + (reason === 'interrupted' ? 1 : 0), skipped: 0 };
  for (const module of testModules) {
    const tests = [...module.children.allTests()];
    const fileFailed = module.state() === 'failed' || module.errors().length > 0 || [...module.children.allSuites()].some((suite) => suite.state() === 'failed');
    if (fileFailed && tests.length === 0) summary.failed += 1;
    for (const test of tests) {
      const state = test.result().state;
      if (state === 'passed') summary.passed += 1;
      else if (state === 'failed' || fileFailed) summary.failed += 1;
      else summary.skipped += 1;
    }
  }
  return summary;
}

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>, reason: TestRunEndReason): void {
    const { passed, failed, skipped } = summarize(testModules, unhandledErrors, reason);
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}
