declare module '@generated/openapi-reference/default/operations.json' {
  import type {Operation} from '@site/src/plugins/openapi-reference/model';

  const operations: Operation[];
  export default operations;
}
