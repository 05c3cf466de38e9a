// axe-core, run inside the page.
//
// @axe-core/playwright's AxeBuilder analyses every frame and then opens a second, blank page to
// merge the frames' results (axe's finishRun). This site's pages have no frames, and that merge
// was most of each analysis. So the tests run axe in the page, and refuse a page with frames,
// which this would not analyse.
import fs from 'node:fs';
import {fileURLToPath} from 'node:url';

const AXE_SOURCE = fs.readFileSync(fileURLToPath(import.meta.resolve('axe-core/axe.min.js')), 'utf8');

async function inject(page) {
  if (page.frames().length > 1)
    throw new Error(`${page.url()} has frames: axe must analyse each frame (@axe-core/playwright does)`);
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
}

/** The violations of axe's default rules on the page, or of `rules` only. */
export async function axeViolations(page, {rules} = {}) {
  await inject(page);
  return page.evaluate(
    (only) =>
      window.axe
        .run(document, {resultTypes: ['violations'], ...(only ? {runOnly: {type: 'rule', values: only}} : {})})
        .then((result) => result.violations),
    rules ?? null,
  );
}

/** The ids of axe's rules with a tag, leaving out experimental and AAA ones, as its defaults do. */
export async function axeRulesTagged(page, tag) {
  await inject(page);
  return page.evaluate(
    (t) =>
      window.axe
        .getRules([t])
        .filter(({tags}) => !tags.includes('experimental') && !tags.includes('wcag2aaa'))
        .map(({ruleId}) => ruleId),
    tag,
  );
}
