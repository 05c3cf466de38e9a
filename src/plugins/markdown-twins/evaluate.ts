/**
 * MDX expressions (`{LIMITS.PAYLOAD_SIZE_LIMIT}`, `values={NETWORK.DESTINATION_DELIVERY_IPS}`)
 * evaluated the way the page's compiled module evaluates them: against the modules the page
 * imports and the constants it exports, so the twin states the very values the HTML shows.
 *
 * Imports of components are not loaded (the converter writes them itself, see ./elements.ts);
 * every other import is loaded on first use, so a page that imports a module it never reads in an
 * expression costs nothing and cannot fail.
 */
import path from 'node:path';
import vm from 'node:vm';
import type {Root, RootContent} from 'mdast';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import type {Node as EstreeNode, Program} from 'estree';
import {textValueProblem} from '../../build/mdx-rules';
import {TwinError} from './errors';

/** Loads a module a page imports: `specifier` as written, `fromFile` the page. */
export type ModuleLoader = (specifier: string, fromFile: string) => Record<string, unknown>;

export type PageScope = {
  /** Local name of every import binding → the module specifier it comes from. */
  imports: Map<string, string>;
  /** Evaluates one expression's source; `node` locates errors. */
  evaluate(code: string, node: RootContent | undefined): unknown;
};

type Ranged = EstreeNode & {start: number; end: number};

/** Builds the scope of a page from its top-level `import`/`export` statements. */
export function createPageScope(
  tree: Root,
  {
    file,
    shown,
    lineOffset,
    loadModule,
    isComponentModule,
  }: {
    /** The page's source file, absolute: imports are resolved from it. */
    file: string;
    /** How errors name the file, and the lines above the parsed body (front matter). */
    shown: string;
    lineOffset: number;
    loadModule: ModuleLoader;
    isComponentModule: (specifier: string) => boolean;
  },
): PageScope {
  const imports = new Map<string, string>();
  const sandbox: Record<string, unknown> = {};
  const context = vm.createContext(sandbox);
  const modules = new Map<string, Record<string, unknown>>();
  const load = (specifier: string, node: RootContent) => {
    let loaded = modules.get(specifier);
    if (!loaded) {
      try {
        loaded = loadModule(specifier, file);
      } catch (err) {
        throw new TwinError(
          shown,
          node,
          `cannot load "${specifier}" to evaluate an expression: ${(err as Error).message}`,
          lineOffset,
        );
      }
      modules.set(specifier, loaded);
    }
    return loaded;
  };

  const declarations: {code: string; node: MdxjsEsm}[] = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = node.data?.estree as Program | undefined;
    const offset = node.position?.start.offset ?? 0;
    for (const statement of program?.body ?? []) {
      if (statement.type === 'ImportDeclaration') {
        const specifier = String(statement.source.value);
        for (const binding of statement.specifiers) {
          imports.set(binding.local.name, specifier);
          if (isComponentModule(specifier)) continue;
          // A getter, so the module loads when an expression first reads the binding.
          Object.defineProperty(sandbox, binding.local.name, {
            enumerable: true,
            get: () => {
              const module = load(specifier, node);
              if (binding.type === 'ImportNamespaceSpecifier') return module;
              const name = binding.type === 'ImportDefaultSpecifier' ? 'default' : importedName(binding.imported);
              if (!(name in module)) {
                throw new TwinError(shown, node, `"${specifier}" has no export "${name}"`, lineOffset);
              }
              return module[name];
            },
          });
        }
      } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
        // `export const x = …` is a constant the page's expressions may read: run it without `export`.
        const declaration = statement.declaration as Ranged;
        declarations.push({code: node.value.slice(declaration.start - offset, declaration.end - offset), node});
      }
    }
  }
  for (const {code, node} of declarations) {
    try {
      vm.runInContext(code, context, {filename: shown});
    } catch (err) {
      throw new TwinError(
        shown,
        node,
        `cannot evaluate the export "${code.split('\n')[0]}": ${(err as Error).message}`,
        lineOffset,
      );
    }
  }

  return {
    imports,
    evaluate(code, node) {
      try {
        // The newline keeps a trailing line comment from swallowing the parenthesis.
        return vm.runInContext(`(${code}\n)`, context, {filename: shown});
      } catch (err) {
        if (err instanceof TwinError) throw err;
        throw new TwinError(
          shown,
          node,
          `cannot evaluate the expression {${code}}: ${(err as Error).message}`,
          lineOffset,
        );
      }
    },
  };
}

/**
 * The file or package an import names, as the bundler resolves it: `@site/…` from the site's
 * folder, `./…` from the page's; anything else is a package. Extensions are left to `require`.
 */
export function resolveImport(specifier: string, fromFile: string, siteDir: string): string {
  if (specifier.startsWith('@site/')) return path.join(siteDir, specifier.slice('@site/'.length));
  if (specifier.startsWith('./') || specifier.startsWith('../')) return path.resolve(path.dirname(fromFile), specifier);
  return specifier;
}

function importedName(imported: EstreeNode): string {
  if (imported.type === 'Identifier') return imported.name;
  if (imported.type === 'Literal') return String(imported.value);
  return '';
}

/** True for an expression that is only a comment (`{/* … *\/}`): MDX renders nothing for it. */
export function isCommentOnly(node: {data?: {estree?: Program | null}}): boolean {
  const program = node.data?.estree;
  return Boolean(program && program.body.length === 0);
}

/**
 * The text React renders for a value: strings and numbers as they are, arrays one item after the
 * other, nothing for booleans. Undefined, null (a value gone missing: the page would read
 * differently from what its writer wrote) and objects fail, by the content check's rule
 * (textValueProblem, src/build/mdx-rules.ts).
 */
export function renderedText(value: unknown, fail: (message: string) => never): string {
  const problem = textValueProblem(value);
  if (problem) return fail(`the expression ${problem}`);
  if (Array.isArray(value)) return value.map((item) => (item == null ? '' : renderedText(item, fail))).join('');
  return typeof value === 'boolean' ? '' : String(value);
}
