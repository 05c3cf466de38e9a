// The not-found page (the local-search plugin's NotFound content, with its help in the main landmark): HTTP 404,
// the theme's layout, and what helps the reader on (a search field filled from the missing path,
// suggestions from the offline index, links to start from), with hostile paths shown as text.
// On the plain static host and under `docusaurus serve`, each in a browser that loads the missing
// path first; nginx runs the same checks in nginx.test.mjs.
import {test} from 'node:test';
import {launchBrowser} from '../../src/build/browser.ts';
import {host, startDocusaurusServe, useBuiltSite} from './built-site.mjs';
import {checkNotFoundPage} from './not-found.mjs';

useBuiltSite();

async function inFreshBrowser(origin) {
  const fresh = await launchBrowser();
  try {
    await checkNotFoundPage(await fresh.context.newPage(), origin);
  } finally {
    await fresh.close();
  }
}

test('on the plain static host, a missing page suggests where to go, on a first load', async () => {
  await inFreshBrowser(host.origin);
});

test('under docusaurus serve, a missing page suggests where to go, on a first load', async () => {
  const serve = await startDocusaurusServe();
  try {
    await inFreshBrowser(serve.origin);
  } finally {
    serve.close();
  }
});
