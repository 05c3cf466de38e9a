import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {devServerFiles} from '../../build/dev-server-files';
import {operations, type Operation} from './model';
import {SPEC_SOURCE, SPEC_DOWNLOADS, loadSpec, specFiles} from './spec';

export {default as remarkOperations} from './remark';

/**
 * The REST reference from the OpenAPI document (see ./README.md): the operations the pages render
 * (`@generated/openapi-reference/default/operations.json`, read by ./OperationView.tsx), and the
 * resolved document published as /docs/api/openapi.yaml and /docs/api/openapi.json.
 */
export default function openApiReferencePlugin(context: LoadContext): Plugin<Operation[]> {
  const filesDir = path.join(context.generatedFilesDir, 'openapi-reference', 'files');
  return {
    name: 'openapi-reference',
    getPathsToWatch: () => [SPEC_SOURCE],
    loadContent: async () => operations(loadSpec()),
    async contentLoaded({content, actions}) {
      await actions.createData('operations.json', JSON.stringify(content));
      const files = specFiles(loadSpec());
      fs.rmSync(filesDir, {recursive: true, force: true});
      for (const [format, relative] of Object.entries(SPEC_DOWNLOADS)) {
        const target = path.join(filesDir, relative);
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, files[format as keyof typeof SPEC_DOWNLOADS]);
      }
    },
    configureWebpack(config, isServer) {
      return isServer || config.mode !== 'development' ? {} : devServerFiles(filesDir, context.baseUrl);
    },
    async postBuild({outDir}) {
      fs.cpSync(filesDir, outDir, {recursive: true});
    },
  };
}
