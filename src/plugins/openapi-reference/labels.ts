/** How the reference names where a parameter goes, in the HTML and in the twin alike. */
export const WHERE_LABEL = {path: 'path', query: 'query', body: 'body'} as const;
