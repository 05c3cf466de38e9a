import type {Operation, Requirement} from './model';

/** How the reference names where a parameter goes, in the HTML and in the twin alike. */
export const WHERE_LABEL = {path: 'path', query: 'query', body: 'body'} as const;

/** How the reference states a parameter's decision: never "optional" where the docs leave it open. */
export const REQUIREMENT_LABEL: Record<Requirement, string> = {
  required: 'required',
  optional: 'optional',
  'not documented': 'requirement not documented',
};

/** What follows the names in "Also takes the common parameters `include` and `exclude`…". */
export function commonParametersPlace(common: Operation['commonParameters']): string {
  if (common.where === 'query') return ', in the query string.';
  if (common.where === 'body') return ', in the JSON body.';
  return `: where this endpoint takes them is not documented (the docs place them only for GET and POST requests).`;
}
