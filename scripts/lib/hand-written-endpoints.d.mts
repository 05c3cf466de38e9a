export function isRestPage(file: string): boolean;
export function handWrittenEndpoints(file: string, source: string): {line: number; message: string}[];
export function operationSummaries(specFile: string): Map<string, string>;
export function withOperationHeadings(source: string, summaries: Map<string, string>): string;
export function pageReaderWithOperations(specFile: string): (file: string) => string | null;
