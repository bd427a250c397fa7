/**
 * The lint page's `--rules` and `--fail-on`, and its report downloads. The rules file is a
 * workspace file (kind `rules`: picked, pasted or added from the examples); the lint itself runs
 * with it (LintState passes it to the worker), the gate is computed as the CLI computes its exit
 * code, and a download is the file `toolgauge lint --format F` writes for the same input.
 */
import type { FailOn, RulesInput, RulesProblemView } from '#core/api/lint-report';
import { reachesFailOn } from '#core/lint/gate';
import type { LintDownloadFormat } from '#core/api/lint-report-file';
import { baseName, saveText } from '$lib/download';
import type { CoreClient } from '$lib/worker/client';
import { fileAt, filesOfKind, type WorkspaceFile } from '$lib/workspace/model';
import type { WorkspaceState } from '$lib/workspace/workspace.svelte';
import type { LintState } from './lint-state.svelte';

const DOWNLOADS: Record<LintDownloadFormat, { ext: string; type: string }> = {
  json: { ext: '.lint.json', type: 'application/json' },
  sarif: { ext: '.sarif', type: 'application/sarif+json' },
  markdown: { ext: '.lint.md', type: 'text/markdown' },
  html: { ext: '.lint.html', type: 'text/html' }
};

export class LintControls {
  readonly #client: CoreClient;
  readonly #workspace: WorkspaceState;
  readonly #lint: LintState;
  #rulesPath = $state('');
  #failOn = $state<FailOn>('critical');
  #problems = $state.raw<RulesProblemView[]>([]);
  #notice = $state<string | undefined>();
  /** The rules text last applied, so an unchanged file is not re-applied. */
  #applied: string | undefined;

  constructor(client: CoreClient, workspace: WorkspaceState, lint: LintState) {
    this.#client = client;
    this.#workspace = workspace;
    this.#lint = lint;
  }

  get rulesFiles(): WorkspaceFile[] {
    return filesOfKind(this.#workspace.state, 'rules');
  }
  get rulesPath(): string {
    return this.#rulesPath;
  }
  get failOn(): FailOn {
    return this.#failOn;
  }
  set failOn(v: FailOn) {
    this.#failOn = v;
  }
  get problems(): RulesProblemView[] {
    return this.#problems;
  }
  get notice(): string | undefined {
    return this.#notice;
  }
  dismissNotice(): void {
    this.#notice = undefined;
  }

  /** The rules as the worker takes them, or undefined for none (or a file that is gone). */
  get rules(): RulesInput | undefined {
    const f = this.#rulesPath ? fileAt(this.#workspace.state, this.#rulesPath) : undefined;
    return f ? { file: f.path, text: f.text } : undefined;
  }

  /** The exit code `toolgauge lint --fail-on F` would end with for the findings on screen. */
  get exitCode(): 0 | 1 | undefined {
    const s = this.#lint.result?.summary;
    if (!s || this.#lint.error) return undefined;
    return reachesFailOn(s, this.#failOn) ? 1 : 0;
  }

  choose(path: string): void {
    this.#rulesPath = path;
    void this.apply();
  }

  /** Adds rules text to the workspace (pasted or picked) and uses it. */
  add(name: string, text: string): void {
    this.choose(this.#workspace.addNew(name, text, 'rules'));
  }

  /** Checks the rules file; valid rules (or none) go to the lint, bad ones are listed and not used. */
  async apply(): Promise<void> {
    const rules = this.rules;
    const key = rules ? `${rules.file}\u0000${rules.text}` : '';
    if (key === this.#applied) return;
    this.#applied = key;
    if (!rules) {
      this.#problems = [];
      this.#lint.setRules(undefined);
      return;
    }
    const outcome = await this.#client.call((api) => api.checkRules(rules));
    if (outcome.status !== 'done') {
      this.#notice = outcome.status === 'superseded' ? undefined : outcome.message;
      return;
    }
    this.#problems = outcome.value.ok ? [] : outcome.value.errors;
    this.#lint.setRules(outcome.value.ok ? rules : undefined);
  }

  async download(format: LintDownloadFormat): Promise<void> {
    const file = this.#lint.file.replace(/ \(edited\)$/, '');
    const rules = this.#problems.length === 0 ? this.rules : undefined;
    const text = this.#lint.text;
    const outcome = await this.#client.call(
      (api) => api.lintReport({ text, file, format, ...(rules ? { rules } : {}) }),
      { timeoutMs: 10_000 + text.length / 50 }
    );
    if (outcome.status !== 'done') {
      this.#notice = outcome.status === 'superseded' ? undefined : outcome.message;
      return;
    }
    if (!outcome.value.ok) {
      this.#notice = outcome.value.message;
      return;
    }
    const d = DOWNLOADS[format];
    saveText(outcome.value.text, baseName(file) + d.ext, d.type);
  }
}
