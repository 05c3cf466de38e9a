// Pagefind's fragments, the text it holds for each indexed page or record: gzip, a signature, then
// JSON. The one decoder of them: the index build reads the pages Pagefind extracted with it, and
// the tests read the built index with it.
import zlib from 'node:zlib';

const SIGNATURE = 'pagefind_dcd';

/** A fragment's JSON (`{url, content, meta, anchors, …}`) from its gzipped bytes. */
export function decodeFragment(bytes) {
  const text = zlib.gunzipSync(Buffer.from(bytes));
  if (text.subarray(0, SIGNATURE.length).toString('utf8') !== SIGNATURE) {
    throw new Error('local-search: a Pagefind fragment does not start with its signature');
  }
  const json = JSON.parse(text.subarray(SIGNATURE.length).toString('utf8'));
  if (typeof json.content !== 'string' || !Array.isArray(json.anchors)) {
    throw new Error('local-search: a Pagefind fragment is not in the expected format');
  }
  return json;
}
