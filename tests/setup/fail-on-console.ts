/** Tests fail on console.error / console.warn: catches hydration mismatches, missing keys, React warnings. */
import { afterEach, beforeEach, vi } from 'vitest';

let messages: string[] = [];
beforeEach(() => {
  messages = [];
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      messages.push(`console.${method}: ${args.map(String).join(' ')}`);
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  if (messages.length > 0) throw new Error(`Unexpected console output:\n${messages.join('\n')}`);
});
