// Loads one of the site's TypeScript data modules from plain Node.js (the scripts run without a
// TypeScript loader). The data modules import nothing, so transpiling the single file is enough.
import fs from 'node:fs';
import ts from 'typescript';

export async function importTs(file) {
  const {outputText} = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
    fileName: file,
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}
