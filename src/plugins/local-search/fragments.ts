// Pagefind's data files: gzip, a signature, then the payload, an undocumented format (registered in
// src/plugins/README.md). Fragments, the text Pagefind holds for each indexed page or record, are
// JSON; ./index-chunks.ts reads the CBOR of the others. The one unpacker and the one fragment
// decoder: the index build reads the pages Pagefind extracted with them, and the tests read the
// built index with them.
import zlib from 'node:zlib';
import type {PageFragment} from './sections';

const SIGNATURE = 'pagefind_dcd';

/** The payload of one of Pagefind's data files (`what` names it in the error) from its gzipped bytes. */
export function unpack(bytes: Uint8Array, what: string): Buffer {
  const data = zlib.gunzipSync(Buffer.from(bytes));
  if (data.subarray(0, SIGNATURE.length).toString('utf8') !== SIGNATURE) {
    throw new Error(`local-search: ${what} does not start with its signature`);
  }
  return data.subarray(SIGNATURE.length);
}

/** A fragment's JSON (`{url, content, meta, anchors, …}`) from its gzipped bytes. */
export function decodeFragment(bytes: Uint8Array): PageFragment {
  const json: unknown = JSON.parse(unpack(bytes, 'a Pagefind fragment').toString('utf8'));
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
