// Monaco 0.52 ships no types for this internal module; load.ts starts the services in a task of their own.
declare module 'monaco-editor/esm/vs/editor/standalone/browser/standaloneServices.js' {
  export const StandaloneServices: {
    initialize(overrides: Record<string, unknown>): unknown;
  };
}
