// The one contract between the shell and the runtime plugin every container carries
// (docs/decisions/0016-shared-ui-fallback.md): the shell installs this loader of its own copy of
// shared-ui's exposed modules; the plugin calls it when shared-ui cannot be reached.
export {};

declare global {
  /** Loads the shell's copy of one of shared-ui's exposed modules, by its expose name ('./Button'). */
  var __churchSharedUiFallback: ((expose: string) => Promise<unknown>) | undefined;
}
