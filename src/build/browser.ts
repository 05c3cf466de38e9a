// Debian's Chromium driven by playwright-core (never a downloaded browser), with the flags that
// keep it off the network: a test run must make no request beyond loopback.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type BrowserContext, type Page} from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @internal The browser tests' Chromium, in a profile of its own that is removed on close. */
export async function launchBrowser(): Promise<{context: BrowserContext; close(): Promise<void>}> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}: run "apt-get install -y chromium" (or set CHROMIUM_PATH).`);
  }
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(userDataDir, {recursive: true, force: true});
    },
  };
}

/** Waits until React has hydrated the page (Docusaurus sets this attribute when it has). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 15_000});
}
