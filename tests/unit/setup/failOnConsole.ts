/**
 * A unit test fails when it makes React (or anything else) print to console.error or
 * console.warn: "not wrapped in act(...)", a missing key, a failed prop type. Those messages
 * mean the test asserted on a state the reader never sees, or that the component is wrong; left
 * as output, they pile up unread. A test that means to provoke one replaces the method itself
 * (`jest.spyOn(console, 'error').mockImplementation(...)`), which takes precedence over this.
 */
import {format} from 'node:util';

const printed: string[] = [];
const original = {error: console.error, warn: console.warn};

for (const method of ['error', 'warn'] as const) {
  console[method] = (...args: unknown[]) => {
    printed.push(`console.${method}: ${format(...args)}`);
    original[method](...args);
  };
}

function failIfPrinted(when: string) {
  if (!printed.length) return;
  const messages = printed.splice(0).map((m) => m.split('\n').slice(0, 3).join('\n'));
  throw new Error(`${when} printed to the console:\n\n${messages.join('\n\n')}`);
}

afterEach(() => failIfPrinted('This test'));
afterAll(() => failIfPrinted('This file, after its last test,'));
