/**
 * Saves text as a file the browser downloads, byte for byte (UTF-8, no BOM, no newline added):
 * the reports come from the CLI's own formatters, so a saved file equals the CLI's output.
 */
export function saveText(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started from the object URL by now; release it soon after.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file's name without its folder and extension (`suites/agent-metrics.yml` -> `agent-metrics`). */
export function baseName(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name || 'report';
}
