/**
 * What a page may use, for the content rules (src/build/mdx-rules.ts): the data modules it may
 * import, the registered components and the HTML elements the Markdown twins can write. The one
 * description of it: the build, the development server, `npm run check:content` and the unit tests
 * all read it from here.
 */
import * as platform from '../../data/platform';
import {PAGE_COMPONENTS} from '../../data/components';
import {HTML_ELEMENTS} from '../markdown-twins/elements';

export const PAGE_SITE = {
  constants: platform as unknown as Record<string, Record<string, unknown>>,
  modules: {
    '@site/src/data/platform': {file: 'src/data/platform.ts', exports: platform as Record<string, unknown>},
  },
  components: PAGE_COMPONENTS,
  htmlTags: Object.keys(HTML_ELEMENTS),
};
