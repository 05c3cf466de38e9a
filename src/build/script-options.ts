/**
 * The command-line options of a maintainer script (scripts/*.mts). Each script documents its use in
 * its opening comment, so that comment is its usage: `--help` prints it, and an unknown or
 * malformed option prints what is wrong and then the usage, instead of parseArgs' stack trace.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs, type ParseArgsConfig} from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/** A script's opening `//` comment (after any `#!` line), without the slashes. */
export function usageOf(source: string): string {
  const lines = source.replace(/^#!.*\n/, '').split('\n');
  const end = lines.findIndex((line) => !line.startsWith('//'));
  return lines
    .slice(0, end < 0 ? lines.length : end)
    .map((line) => line.replace(/^\/\/ ?/, ''))
    .join('\n')
    .trim();
}

/** What the arguments ask for: the options' values, the usage, or what is wrong with them. */
export function readOptions<const T extends Options>(args: readonly string[], options: T) {
  if (args.includes('--help')) return {help: true as const};
  try {
    return {values: parseArgs({args: [...args], options, strict: true, allowPositionals: false}).values};
  } catch (error) {
    return {error: error instanceof Error ? error.message : String(error)};
  }
}

/**
 * The options of the script at `scriptUrl` (its `import.meta.url`) from the command line; prints
 * the usage and exits on `--help` (0) or a bad option (1).
 */
export function scriptOptions<const T extends Options>(scriptUrl: string, options: T, args = process.argv.slice(2)) {
  const read = readOptions(args, options);
  if ('values' in read && read.values) return read.values;
  const file = fileURLToPath(scriptUrl);
  const usage = usageOf(fs.readFileSync(file, 'utf8'));
  if ('help' in read) {
    console.log(usage);
    process.exit(0);
  }
  console.error(`${path.basename(file)}: ${read.error}\n\n${usage}`);
  process.exit(1);
}
