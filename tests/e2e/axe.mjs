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

/** Violations as a reader of the test's output needs them: rule, impact, help and where. */
export function describeViolations(violations) {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
}

/** Switches the page to `colorScheme` and waits until the theme has applied it, colours settled. */
export async function setScheme(page, colorScheme) {
  // The theme fades colours over a few hundred ms; axe must see the settled colours.
  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
  const applied = (timeout) =>
    page
      .waitForFunction((scheme) => document.documentElement.dataset.theme === scheme, colorScheme, {timeout})
      .then(
        () => true,
        () => false,
      );
  await page.emulateMedia({colorScheme});
  if (await applied(10_000)) return;
  // The theme follows the media query's change event; a busy page can miss one, so send another.
  await page.emulateMedia({colorScheme: colorScheme === 'dark' ? 'light' : 'dark'});
  await page.emulateMedia({colorScheme});
  if (!(await applied(10_000))) throw new Error(`the page did not switch to the ${colorScheme} scheme`);
}
