/**
 * Monaco, slim: only the editor core, JSON mode, and YAML through monaco-yaml. Pages import this
 * module with a dynamic import() so the ~3 MB editor is a separate chunk that loads after the
 * first view is interactive. monaco-editor stays at 0.52.2: 0.53+ breaks monaco-yaml's workers.
 */
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import 'monaco-editor/esm/vs/editor/editor.all.js';
import 'monaco-editor/esm/vs/basic-languages/yaml/yaml.contribution.js';
import 'monaco-editor/esm/vs/language/json/monaco.contribution.js';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker?worker';
import { TabFocus } from 'monaco-editor/esm/vs/editor/browser/config/tabFocus.js';
import { StandaloneServices } from 'monaco-editor/esm/vs/editor/standalone/browser/standaloneServices.js';
import { configureMonacoYaml } from 'monaco-yaml';
import YamlWorker from './yaml.worker.ts?worker';
import type { CatalogEditor, CatalogEditorOptions, EditorLanguage, EditorMarker } from './types.ts';
import { linePieces } from './line-pieces.ts';
import { EDITOR_FONT, measureEditorFont } from './font-measure.ts';

let configured = false;
let yaml: ReturnType<typeof configureMonacoYaml> | undefined;

function configure(): void {
  if (configured) return;
  configured = true;
  // Monaco asks for a worker per language service; all are same-origin files Vite emitted.
  self.MonacoEnvironment = {
    getWorker: (_id: string, label: string) =>
      label === 'yaml' ? new YamlWorker() : label === 'json' ? new JsonWorker() : new EditorWorker()
  };
  // JSON mode keeps highlighting and formatting. Its worker-side features are off: syntax errors
  // come from toolgauge's own parser (one source of truth, shown at the same position as the
  // CLI's), and the outline/folding/colour providers re-walked a 200-tool document on every
  // keystroke, which cost the main thread tens of milliseconds per key. No schema is fetched.
  monaco.languages.json.jsonDefaults.setDiagnosticsOptions({
    validate: false,
    enableSchemaRequest: false,
    schemas: []
  });
  monaco.languages.json.jsonDefaults.setModeConfiguration({
    documentFormattingEdits: true,
    documentRangeFormattingEdits: true,
    tokens: true,
    diagnostics: false,
    completionItems: false,
    hovers: false,
    documentSymbols: false,
    colors: false,
    foldingRanges: false,
    selectionRanges: false
  });
  // YAML syntax errors, like JSON's, come from toolgauge's parser.
  yaml = configureMonacoYaml(monaco, {
    enableSchemaRequest: false,
    schemas: [],
    completion: false,
    hover: false,
    validate: false
  });
}

/**
 * What the first editor would otherwise do in its own creation, as steps the loader (load.ts) runs
 * a task apart: Monaco's services (the theme's CSS, keybindings, the editor features), then the
 * language set-up, then the measurement of the editor's font, each a task of its own rather than
 * part of one long creation task.
 */
export const START_STEPS: readonly (() => void)[] = [
  () => void StandaloneServices.initialize({}),
  configure,
  () => measureEditorFont()
];

/** Models whose URI ends like this get the suite schema (see useSuiteSchema). */
const SUITE_SUFFIX = '.suite.yaml';

/**
 * Completion and hover docs from the suite schema (static/schema/v1.json) in suite editors only
 * (`suite: true`). Validation stays off: the suite's problems come from the core's validator, the
 * CLI's messages with their "did you mean" suggestions, drawn as markers by the page.
 */
export function useSuiteSchema(schema: object, served?: string): void {
  configure();
  yaml?.update({
    enableSchemaRequest: false,
    completion: true,
    hover: true,
    validate: false,
    schemas: [
      { uri: SUITE_SCHEMA_ID, fileMatch: [`**/*${SUITE_SUFFIX}`], schema: schema as never },
      // A suite's own `# yaml-language-server: $schema=...` line wins over fileMatch, and nothing
      // is fetched: every place such a line can name the suite schema is this same schema.
      ...suiteSchemaAliases(served).map((uri) => ({ uri, fileMatch: [], schema: schema as never }))
    ]
  });
}

const SUITE_SCHEMA_ID = 'https://toolgauge.dev/schema/v1.json';
/** Suite models live in this folder (see createCatalogEditor). */
const SUITE_DIR = '/toolgauge';

/**
 * The URIs monaco-yaml resolves a suite's schema line to, when it means v1.json: the repository's
 * relative paths (`../../static/schema/v1.json` in every example suite, resolved against the
 * model's folder, so any number of `../` ends at the root), a path from the repository's root,
 * and the schema as this app serves it (`served`, an absolute URL).
 */
export function suiteSchemaAliases(served?: string): string[] {
  const paths = ['/static/schema/v1.json', '/schema/v1.json'].flatMap((p) => [p, SUITE_DIR + p]);
  return [...paths.map((p) => `file://${p}`), ...(served ? [served] : [])];
}

const OWNER_PREFIX = 'toolgauge-';
const SEVERITY = {
  error: monaco.MarkerSeverity.Error,
  warning: monaco.MarkerSeverity.Warning,
  info: monaco.MarkerSeverity.Info
} as const;

let models = 0;

/** About how many characters of a large paste are applied per task (whole lines): a piece of 200,000 took 40-140 ms at load 12-15, mostly Monaco delivering its view events. */
const PASTE_PIECE_CHARS = 100_000;

/**
 * Past this many characters (about 500 real tools of pretty JSON) the editor drops the features
 * whose cost grows with the whole document rather than the visible lines: word wrap (line breaks
 * computed for every line when a catalog is pasted), bracket-pair colours and matching (a bracket
 * tree of the whole document), indentation guides and folding (a decoration per region). Pasting
 * the 732-tool corpus spent most of its longest main-thread task on them. They come back when
 * the catalog shrinks.
 */
export const LARGE_MODEL_CHARS = 1_000_000;
const LARGE_MODEL_OPTIONS: monaco.editor.IEditorOptions = {
  wordWrap: 'off',
  folding: false,
  bracketPairColorization: { enabled: false },
  matchBrackets: 'never',
  guides: { indentation: false, bracketPairs: false }
};
const NORMAL_OPTIONS: monaco.editor.IEditorOptions = {
  wordWrap: 'on',
  folding: true,
  bracketPairColorization: { enabled: true },
  matchBrackets: 'always',
  guides: { indentation: true, bracketPairs: false }
};

/** How long to wait for the host's size before Monaco measures it itself (a hidden host has none). */
const SIZE_WAIT_MS = 100;

/**
 * The element's content size from a ResizeObserver's first report, which comes with the next
 * rendering step and forces no layout; undefined when the element is not laid out (hidden, or a
 * page in the background) within SIZE_WAIT_MS.
 */
function laidOutSize(element: HTMLElement): Promise<monaco.editor.IDimension | undefined> {
  return new Promise((resolve) => {
    const done = (size: monaco.editor.IDimension | undefined) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(size);
    };
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      done(width > 0 && height > 0 ? { width, height } : undefined);
    });
    const timer = setTimeout(() => done(undefined), SIZE_WAIT_MS);
    observer.observe(element);
  });
}

/**
 * A catalog editor in `element`. The editor is made in one task and its model attached in the
 * next (the view of the text is built then): two shorter main-thread tasks instead of one long one.
 */
export async function createCatalogEditor(element: HTMLElement, options: CatalogEditorOptions): Promise<CatalogEditor> {
  configure();
  // The host's size as the browser last laid it out: Monaco reading it itself (clientWidth) forced
  // a layout of the whole page inside the creation task, its longest part.
  const dimension = await laidOutSize(element);
  let large = options.value.length > LARGE_MODEL_CHARS;
  /** Switches the whole-document features off before a large text arrives, back on when it is small. */
  function fit(chars: number) {
    if (chars > LARGE_MODEL_CHARS === large) return;
    large = !large;
    editor.updateOptions(large ? LARGE_MODEL_OPTIONS : NORMAL_OPTIONS);
    // Bracket colours are the model's option in Monaco, not the editor's (set from its defaults).
    model.updateOptions({ bracketColorizationOptions: { enabled: !large, independentColorPoolPerBracketType: false } });
  }
  // Capture phase on the host, registered before the editor exists: Monaco's copy-paste
  // controller also listens there in the capture phase and stops the event, and listeners on one
  // node run in the order they were added.
  // A large paste is applied here, in pieces of whole lines, one per task, so the main thread is
  // never held for the whole text (Monaco applies a paste in one go: at 1.5 MB its longest task).
  const beforePaste = (e: ClipboardEvent) => {
    const pasted = e.clipboardData?.getData('text/plain');
    if (!pasted || pasted.length <= LARGE_MODEL_CHARS) return;
    const selections = editor.getSelections();
    if (pasting || !selections || selections.length !== 1 || editor.getOption(monaco.editor.EditorOption.readOnly)) {
      fit(pasted.length);
      return;
    }
    e.preventDefault();
    e.stopImmediatePropagation();
    pasteInPieces(pasted, selections[0]);
  };
  element.addEventListener('paste', beforePaste, { capture: true });
  // A distinct URI per editor; the extension picks nothing up (languages are set explicitly).
  const uri = options.suite
    ? `file://${SUITE_DIR}/suite-${++models}${SUITE_SUFFIX}`
    : `inmemory://toolgauge/catalog-${++models}`;
  const model = monaco.editor.createModel(options.value, options.language, monaco.Uri.parse(uri));
  const editor = monaco.editor.create(element, {
    model: null,
    ...(dimension ? { dimension } : {}),
    theme: options.dark ? 'vs-dark' : 'vs',
    automaticLayout: true,
    minimap: { enabled: false },
    ...EDITOR_FONT,
    lineNumbersMinChars: 4,
    scrollBeyondLastLine: false,
    ...(options.value.length > LARGE_MODEL_CHARS ? LARGE_MODEL_OPTIONS : NORMAL_OPTIONS),
    tabSize: 2,
    renderWhitespace: 'none',
    // Make bidi overrides and zero-width characters visible in pasted catalogs.
    unicodeHighlight: { invisibleCharacters: true, ambiguousCharacters: false, nonBasicASCII: false },
    renderControlCharacters: true,
    // Features that cost main-thread time per keystroke on large catalogs and add little here.
    stickyScroll: { enabled: false },
    foldingStrategy: 'indentation',
    occurrencesHighlight: 'off',
    selectionHighlight: false,
    links: false,
    colorDecorators: false,
    codeLens: false,
    ariaLabel: options.ariaLabel,
    fixedOverflowWidgets: true
  });
  // Tab moves focus on to the results instead of being trapped in the editor; Ctrl+M toggles it.
  // Monaco 0.52 ignores the `tabFocusMode` editor option: the mode is one global switch.
  TabFocus.setTabFocusMode(true);
  options.onTabFocusMode?.(true);
  const tabSub = TabFocus.onDidChangeTabFocus((moves: boolean) => options.onTabFocusMode?.(moves));
  if (large)
    model.updateOptions({ bracketColorizationOptions: { enabled: false, independentColorPoolPerBracketType: false } });
  let applying = false;
  const sub = model.onDidChangeContent(() => {
    // Not between a paste's pieces: the first piece leaves a short text, and switching the
    // whole-document features on and off again re-parsed the brackets of the partial text.
    if (!pasting) fit(model.getValueLength());
    if (!applying) options.onChange(model.getValue());
  });
  let pasting = false;
  let disposed = false;
  /** Markers set while a paste goes in, by owner: set when its last piece is in. */
  const pendingMarkers = new Map<string, EditorMarker[]>();
  /** Sets the waiting markers a few owners per task (a 4 MB catalog's all at once was a long task). */
  function flushMarkers() {
    if (disposed || pasting) return;
    const started = performance.now();
    for (const [owner, markers] of pendingMarkers) {
      pendingMarkers.delete(owner);
      monaco.editor.setModelMarkers(model, owner, markers.map(toMarker));
      if (performance.now() - started > 8) break;
    }
    if (pendingMarkers.size > 0) setTimeout(flushMarkers, 0);
  }
  function pasteInPieces(text: string, selection: monaco.Selection) {
    const all = model.getFullModelRange();
    const replacesAll =
      selection.getStartPosition().equals(all.getStartPosition()) &&
      selection.getEndPosition().equals(all.getEndPosition());
    const pieces = linePieces(text, PASTE_PIECE_CHARS);
    // The text as it will be once every piece is in. The page gets it now and lints it while the
    // pieces go in (a 1.5 MB catalog takes several tasks to apply); markers it sets meanwhile wait
    // for the last piece, since their lines are not all in the model yet.
    const final = replacesAll
      ? text
      : model.getValueInRange(monaco.Range.fromPositions(all.getStartPosition(), selection.getStartPosition())) +
        text +
        model.getValueInRange(monaco.Range.fromPositions(selection.getEndPosition(), all.getEndPosition()));
    pasting = applying = true;
    editor.updateOptions({ readOnly: true }); // no typing into a half-applied paste
    editor.pushUndoStop();
    let at: monaco.IRange = selection;
    options.onChange(final);
    const step = (i: number) => {
      if (disposed) return;
      let end = model.getFullModelRange().getEndPosition();
      // One undo step for the whole paste: no undo stop between the pieces.
      model.pushEditOperations(editor.getSelections(), [{ range: at, text: pieces[i] }], (inverse) => {
        end = monaco.Range.lift(inverse[0].range).getEndPosition();
        return null;
      });
      at = monaco.Range.fromPositions(end);
      if (i + 1 < pieces.length) {
        setTimeout(() => step(i + 1), 0);
        return;
      }
      editor.pushUndoStop();
      editor.setPosition(end);
      editor.revealPosition(end);
      editor.updateOptions({ readOnly: false });
      pasting = applying = false;
      fit(model.getValueLength());
      flushMarkers();
      const value = model.getValue();
      if (value !== final) options.onChange(value);
      if (replacesAll) options.onPasteAll?.();
    };
    // Nothing heavy in the paste event itself: the options switch and each piece get a task.
    setTimeout(() => {
      if (disposed) return;
      fit(text.length);
      setTimeout(() => step(0), 0);
    }, 0);
  }
  const pasteSub = editor.onDidPaste((e) => {
    const all = model.getFullModelRange();
    if (
      e.range.startLineNumber === 1 &&
      e.range.startColumn === 1 &&
      e.range.endLineNumber === all.endLineNumber &&
      e.range.endColumn === all.endColumn
    )
      options.onPasteAll?.();
  });

  const toMarker = (m: EditorMarker): monaco.editor.IMarkerData => {
    const line = Math.min(Math.max(1, m.line), model.getLineCount());
    const column = Math.min(Math.max(1, m.column), model.getLineMaxColumn(line));
    // Underline the word at the position (a key or value), or at least one character.
    const word = model.getWordAtPosition({ lineNumber: line, column });
    const end =
      word && word.startColumn <= column ? word.endColumn : Math.min(column + 1, model.getLineMaxColumn(line));
    return {
      severity: SEVERITY[m.severity],
      message: m.message,
      ...(m.code ? { code: m.code } : {}),
      startLineNumber: line,
      startColumn: column,
      endLineNumber: line,
      endColumn: Math.max(end, column + 1)
    };
  };

  await new Promise((resolve) => setTimeout(resolve, 0));
  if (!disposed) {
    const started = performance.now();
    editor.setModel(model);
    performance.measure('monaco:model', { start: started });
  }
  return {
    getValue: () => model.getValue(),
    setValue(text) {
      applying = true;
      try {
        if (text.length > LARGE_MODEL_CHARS) fit(text.length);
        editor.pushUndoStop();
        model.pushEditOperations([], [{ range: model.getFullModelRange(), text }], () => null);
        editor.pushUndoStop();
        editor.setPosition({ lineNumber: 1, column: 1 });
        editor.revealLine(1);
      } finally {
        applying = false;
      }
    },
    setLanguage(language: EditorLanguage) {
      if (model.getLanguageId() !== language) monaco.editor.setModelLanguage(model, language);
    },
    setMarkers(owner, markers) {
      // During a paste in pieces the markers wait for the last piece (see pasteInPieces).
      if (pasting || pendingMarkers.size > 0) pendingMarkers.set(OWNER_PREFIX + owner, markers);
      // Each owner's markers are replaced alone; Monaco redecorates only the markers that changed.
      else monaco.editor.setModelMarkers(model, OWNER_PREFIX + owner, markers.map(toMarker));
    },
    markerCount(kind) {
      const mine = (owner: string) => owner === OWNER_PREFIX + kind || owner.startsWith(`${OWNER_PREFIX}${kind}-`);
      // Markers waiting for a paste to finish count as what the editor will hold.
      let n = monaco.editor
        .getModelMarkers({ resource: model.uri })
        .filter((m) => mine(m.owner) && !pendingMarkers.has(m.owner)).length;
      for (const [owner, markers] of pendingMarkers) if (mine(owner)) n += markers.length;
      return n;
    },
    reveal(line, column) {
      editor.setPosition({ lineNumber: line, column });
      editor.revealPositionInCenter({ lineNumber: line, column });
      // In one column (a phone) the editor may be far above the finding that was clicked: bring
      // it on screen, or the cursor moves where no one sees it.
      editor.getDomNode()?.scrollIntoView({ block: 'nearest' });
      editor.focus();
    },
    setDark: (dark) => monaco.editor.setTheme(dark ? 'vs-dark' : 'vs'),
    dispose() {
      disposed = true;
      sub.dispose();
      pasteSub.dispose();
      element.removeEventListener('paste', beforePaste, { capture: true });
      tabSub.dispose();
      editor.dispose();
      model.dispose();
    }
  };
}
