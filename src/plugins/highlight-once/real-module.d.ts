// The real prism-react-renderer, imported by file path so the client alias does not catch it.
declare module 'prism-react-renderer/dist/index.mjs' {
  export * from 'prism-react-renderer';
}
