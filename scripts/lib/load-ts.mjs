// Loads the site's TypeScript data modules (src/data/*.ts) from plain Node.js scripts, which run
// without a TypeScript loader. Each file is transpiled on its own; its relative imports (other
// data modules) are loaded the same way and inlined as data: URLs.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

function toDataUrl(file) {
  const {outputText} = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
    fileName: file,
  });
  const linked = outputText.replace(/(from\s+|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\2/g, (_, lead, q, spec) => {
    const target = path.resolve(path.dirname(file), spec.endsWith('.ts') ? spec : `${spec}.ts`);
    return `${lead}${q}${toDataUrl(target)}${q}`;
  });
  return `data:text/javascript;base64,${Buffer.from(linked).toString('base64')}`;
}

export async function importTs(file) {
  return import(toDataUrl(path.resolve(file)));
}
