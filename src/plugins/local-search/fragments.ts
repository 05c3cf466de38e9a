// Pagefind's fragments, the text it holds for each indexed page or record: gzip, a signature, then
// JSON, an undocumented format (registered in src/plugins/README.md). The one decoder of them: the
// index build reads the pages Pagefind extracted with it, and the tests read the built index with it.
import zlib from 'node:zlib';
import type {PageFragment} from './sections';

const SIGNATURE = 'pagefind_dcd';

/** A fragment's JSON (`{url, content, meta, anchors, …}`) from its gzipped bytes. */
export function decodeFragment(bytes: Uint8Array): PageFragment {
  const text = zlib.gunzipSync(Buffer.from(bytes));
  if (text.subarray(0, SIGNATURE.length).toString('utf8') !== SIGNATURE) {
    throw new Error('local-search: a Pagefind fragment does not start with its signature');
  }
  const json: unknown = JSON.parse(text.subarray(SIGNATURE.length).toString('utf8'));
  if (!isFragment(json)) {
    throw new Error('local-search: a Pagefind fragment is not in the expected format');
  }
  return json;
}

/** The fields of a fragment the records are made of: its URL, text, title and headings. */
function isFragment(json: unknown): json is PageFragment {
  if (typeof json !== 'object' || json === null) return false;
  const {url, content, meta, anchors} = json as Record<string, unknown>;
  const isAnchor = (a: unknown) =>
    typeof a === 'object' &&
    a !== null &&
    ['element', 'id', 'text'].every((key) => typeof (a as Record<string, unknown>)[key] === 'string') &&
    typeof (a as Record<string, unknown>).location === 'number';
  return (
    typeof url === 'string' &&
    typeof content === 'string' &&
    typeof meta === 'object' &&
    meta !== null &&
    Array.isArray(anchors) &&
    anchors.every(isAnchor)
  );
}
