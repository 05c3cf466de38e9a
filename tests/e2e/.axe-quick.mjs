import AxeBuilder from '@axe-core/playwright';
import {hydrated, launchBrowser} from '/work/main/tests/e2e/browser.mjs';
import {startStaticServer} from '/work/main/tests/e2e/static-server.mjs';
const host = await startStaticServer({root: '/work/main/build'});
const browser = await launchBrowser();
const routes = process.argv.slice(2);
for (const scheme of ['light','dark']) {
  const page = await browser.context.newPage();
  await page.emulateMedia({colorScheme: scheme});
  for (const r of routes) {
    const t=Date.now();
    await page.goto(`${host.origin}/docs${r}`); await hydrated(page);
    const {violations} = await new AxeBuilder({page}).analyze();
    console.log(scheme, r, Date.now()-t, 'ms');
    for (const v of violations) console.log('  ', v.id, v.impact, v.help, '\n     ', v.nodes.slice(0,4).map(n=>n.target.join(' ')+' :: '+(n.failureSummary||'').split('\n').slice(1,2).join('')).join('\n      '));
  }
  await page.close();
}
await browser.close(); await host.close();
