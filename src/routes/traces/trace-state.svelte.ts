/**
 * The traces page's state: the trace text, the checks YAML, and the worker's scoring of both
 * (latest wins: typing in either editor re-scores only the newest pair). Files the checks name
 * (`task:`) are read from the bundled examples, relative to the checks file.
 */
import type { TraceView } from '#core/api/trace-view';
import type { TraceFormat } from '#core/trace/importers/types';
import type { Diagnostic } from '#core/source/diagnostic';
import type { EditorMarker } from '$lib/monaco/types';
import type { CoreClient } from '$lib/worker/client';

const toMarkers = (errors: Diagnostic[]): EditorMarker[] =>
  errors
    .filter((e) => e.line !== undefined)
    .map((e) => ({
      severity: 'error',
      message: e.expected ? `${e.message} (expected ${e.expected})` : e.message,
      line: e.line!,
      column: e.column ?? 1
    }));

/** A file the checks name, read relative to the checks file `from`. */
export type ReadReferenced = (from: string, path: string) => Promise<string | undefined>;

export class TraceState {
  readonly #client: CoreClient;
  readonly #read: ReadReferenced;
  #trace = $state('');
  #traceFile = $state('trace.json');
  #checks = $state('');
  #checksFile = $state('checks.yml');
  #view = $state.raw<TraceView | undefined>();
  #format = $state<{ format: TraceFormat; name: string } | undefined>();
  #traceErrors = $state.raw<Diagnostic[]>([]);
  #checksErrors = $state.raw<Diagnostic[]>([]);
  #notice = $state<string | undefined>();
  #runs = $state(0);
  #busy = $state(false);

  constructor(client: CoreClient, read: ReadReferenced) {
    this.#client = client;
    this.#read = read;
  }

  get trace() {
    return this.#trace;
  }
  get traceFile() {
    return this.#traceFile;
  }
  get checks() {
    return this.#checks;
  }
  get checksFile() {
    return this.#checksFile;
  }
  get view() {
    return this.#view;
  }
  /** The detected format, also while the trace has errors (when it was recognised). */
  get format() {
    return this.#format;
  }
  get traceErrors() {
    return this.#traceErrors;
  }
  get checksErrors() {
    return this.#checksErrors;
  }
  get traceMarkers() {
    return toMarkers(this.#traceErrors);
  }
  get checksMarkers() {
    return toMarkers(this.#checksErrors);
  }
  get notice() {
    return this.#notice;
  }
  get runs() {
    return this.#runs;
  }
  get busy() {
    return this.#busy;
  }
  /** The last good result is kept, dimmed, while either text has errors. */
  get stale() {
    return this.#traceErrors.length > 0 || this.#checksErrors.length > 0;
  }

  dismissNotice(): void {
    this.#notice = undefined;
  }

  setTrace(text: string, file = this.#traceFile): Promise<void> {
    this.#trace = text;
    this.#traceFile = file;
    return this.#score();
  }

  setChecks(text: string, file = this.#checksFile): Promise<void> {
    this.#checks = text;
    this.#checksFile = file;
    return this.#score();
  }

  async #score(): Promise<void> {
    const request = {
      traceText: this.#trace,
      traceFile: this.#traceFile,
      checksText: this.#checks,
      checksFile: this.#checksFile,
      files: {} as Record<string, string>
    };
    this.#busy = true;
    for (let attempt = 0; attempt < 2; attempt++) {
      const outcome = await this.#client.latest('traces', (api) => api.scoreTrace(request), { timeoutMs: 15_000 });
      if (outcome.status === 'superseded') return;
      this.#busy = false;
      if (outcome.status !== 'done') {
        this.#notice = outcome.message;
        return;
      }
      const r = outcome.value;
      if (r.ok) {
        this.#view = r.view;
        this.#format = { format: r.view.format, name: r.view.formatName };
        this.#traceErrors = [];
        this.#checksErrors = [];
        this.#notice = undefined;
        this.#runs++;
        return;
      }
      if (r.kind === 'errors') {
        this.#format = r.format && r.formatName ? { format: r.format, name: r.formatName } : undefined;
        this.#traceErrors = r.trace;
        this.#checksErrors = r.checks;
        this.#runs++;
        return;
      }
      const missing: string[] = [];
      for (const path of r.paths) {
        const text = await this.#read(this.#checksFile, path);
        if (text === undefined) missing.push(path);
        else request.files[path] = text;
      }
      if (missing.length > 0) {
        this.#checksErrors = missing.map((path) => ({
          message: `${path} is not a file the playground has`,
          expected: 'the path of a file in the workspace or the bundled examples, relative to the checks',
          line: 1,
          column: 1,
          file: this.#checksFile
        }));
        this.#runs++;
        return;
      }
      this.#busy = true;
    }
  }
}
