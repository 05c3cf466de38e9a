/**
 * Everything needed to render a page's MDX with React, in one chunk loaded on demand: the theme's
 * MDXContent (its component map: code blocks, admonitions, details, tabs, headings…) and Prism
 * with the site's extra grammars. A first page view never needs it (its article stays the
 * server-rendered HTML, see ../DocItem/Content); client-side navigation and pages whose content
 * must hydrate do. See ./index.tsx.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import MDXContent from '@theme-original/MDXContent';

// What theme-classic's `prism-include-languages` client module does at start-up; in the browser
// that module is replaced with an empty one (src/plugins/lazy-mdx) so Prism is not eager.
prismIncludeLanguages(Prism);

export default MDXContent;
