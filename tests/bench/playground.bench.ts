/**
 * The playground in a real browser: the built app (`node build`) driven by Playwright in Debian's
 * chromium, on real tools from the shared corpus (../shared/corpus/catalogs beside the repository;
 * when it is absent, the example catalogs' tools cycled to the same sizes, and the rows say so).
 * Every scenario runs once per CPU throttle rate (PLAYGROUND_THROTTLE, default "1,4": Chrome
 * DevTools Protocol Emulation.setCPUThrottlingRate on the page, 4x being Lighthouse's mobile
 * setting for a user's laptop), each in a fresh browser context, each figure with the load average
 * (os.loadavg, 1 minute) at the time it was taken. Scenarios:
 * - navigation -> the example's summary on screen, and the longest main-thread task during the
 *   load (until the editor and the exact token counts are ready);
 * - typing in the middle of the first 200 real tools: keystroke -> findings on screen, and every
 *   main-thread long task (PerformanceObserver 'longtask') while typing;
 * - pasting every corpus tool at once (the 732-tool real catalog, flat): paste -> findings on
 *   screen and the long tasks meanwhile, then typing in the middle of it;
 * - the same tools as a `{servers}` bundle (one server per corpus file): paste, then typing;
 * - the corpus cycled to 4 MB: paste, then typing.
 * A CDP trace (Chromium's Tracing domain) runs over each paste and each typing run and says how
 * long the main thread and the core worker were busy; PLAYGROUND_TRACE=DIR keeps the traces (with
 * CPU samples) and prints where the time went. PLAYGROUND_LOAD_ONLY=1 runs only the load rows,
 * PLAYGROUND_QUICK=1 all but the 4 MB ones. Builds the app first when build/ is missing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { parseCatalogText } from '../../core/catalog/parse-catalog.ts';
import { CdpTrace } from './cdp-trace.ts';
import { ms, under, type BenchRow, type BenchSection } from './harness.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CORPUS = fileURLToPath(new URL('../../../shared/corpus/catalogs/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FIRST = 200;
const KEYSTROKES = 40;

type Tool = { name: string; description?: unknown; [k: string]: unknown };

/** Every tool of the JSON catalogs in a folder, in file order, names as the servers give them. */
export function toolsIn(dir: string): Tool[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => {
      const parsed = parseCatalogText(readFileSync(dir + f, 'utf8'), { file: f });
      return parsed.ok ? parsed.catalog.tools.map((t) => t.tool as Tool) : [];
    });
}

interface Corpus {
  tools: Tool[];
  /** The same tools by server (one per corpus file), for the `{servers}` bundle. */
  servers: [string, Tool[]][];
  source: string;
}

function corpus(): Corpus {
  if (existsSync(CORPUS)) {
    const files = readdirSync(CORPUS)
      .filter((f) => f.endsWith('.json'))
      .sort();
    const servers = files.map((f): [string, Tool[]] => {
      const parsed = parseCatalogText(readFileSync(CORPUS + f, 'utf8'), { file: f });
      return [f.replace(/\.json$/, ''), parsed.ok ? parsed.catalog.tools.map((t) => t.tool as Tool) : []];
    });
    return {
      tools: servers.flatMap(([, t]) => t),
      servers,
      source: `${files.length} corpus catalogs (../shared/corpus/catalogs)`
    };
  }
  // No corpus beside the repository: the example catalogs' tools, cycled and renamed, as many.
  const source = toolsIn(`${ROOT}examples/catalogs/`);
  const tools = Array.from({ length: 732 }, (_, i) => ({
    ...source[i % source.length],
    name: `${source[i % source.length].name}_${i}`
  }));
  return {
    tools,
    servers: Array.from({ length: 8 }, (_, k): [string, Tool[]] => [`server-${k}`, tools.slice(k * 92, (k + 1) * 92)]),
    source: 'corpus absent: example catalogs cycled to 732 tools'
  };
}

/**
 * The corpus's tools cycled until the pretty text reaches `bytes`; each later round is renamed
 * (name_<n>) and its descriptions marked "(copy k)", so names and descriptions stay unique.
 */
function cycledTo(tools: Tool[], bytes: number): Tool[] {
  const out = [...tools];
  for (let round = 2; catalogText(out).length < bytes; round++) {
    out.push(
      ...tools.map((t, i) => ({
        ...t,
        name: `${t.name}_${out.length + i}`,
        description: `(copy ${round}) ${typeof t.description === 'string' && t.description ? t.description : 'Returns the result as text.'}`
      }))
    );
  }
  return out;
}

/** Pretty JSON (2-space indentation, as people paste it) with name and description first, so a tool's description is on its second line. */
function catalogText(tools: Tool[]): string {
  return JSON.stringify({ tools: tools.map(shaped) }, null, 2);
}

/** The same tools as a `{servers}` bundle, one server per corpus file, pretty in the same way. */
function bundleText(servers: [string, Tool[]][]): string {
  return JSON.stringify(
    { servers: Object.fromEntries(servers.map(([name, tools]) => [name, { tools: tools.map(shaped) }])) },
    null,
    2
  );
}

const shaped = ({ name, description, ...rest }: Tool): Tool => ({
  name,
  description: typeof description === 'string' && description ? description : 'Returns the result as text.',
  ...rest
});

/**
 * Text to find the description of a tool near the middle of the catalog with: the first 32
 * characters of a description that occur once in the whole text (and need no JSON escaping).
 */
function middleDescription(text: string, tools: Tool[]): string {
  for (let d = 0; d < tools.length / 2; d++) {
    for (const i of [Math.floor(tools.length / 2) + d, Math.floor(tools.length / 2) - d]) {
      const desc = tools[i]?.description;
      if (typeof desc !== 'string' || desc.length < 40) continue;
      const probe = desc.slice(0, 32);
      if (/^[\w ,.()-]+$/.test(probe) && text.indexOf(probe) === text.lastIndexOf(probe)) return probe;
    }
  }
  throw new Error('no description to type in');
}

const load = () => `load ${os.loadavg()[0].toFixed(1)}`;
const loadNow = () => os.loadavg()[0];

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['build/index.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore'
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the built app did not start');
}

const runs = (page: Page) => page.getByTestId('results').getAttribute('data-runs').then(Number);

async function waitForRunAfter(page: Page, before: number): Promise<void> {
  await page.waitForFunction(
    (b) => Number(document.querySelector('[data-testid=results]')?.getAttribute('data-runs')) > b,
    before,
    { timeout: 30_000 }
  );
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)];
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

type Probe = { __longtasks: { start: number; duration: number }[]; __lastKey: number; __updates: number[] };

/** Long tasks that ran at some time between `from` and `to` (one that began before `from` included). */
async function longTasks(page: Page, from: number, to = Infinity): Promise<number[]> {
  return page.evaluate(
    ([f, t]) =>
      (window as unknown as Probe).__longtasks
        .filter((x) => x.start + x.duration > f && x.start < t)
        .map((x) => x.duration),
    [from, to] as const
  );
}

/** Paste `text` over the whole editor through a real paste event; ms from the paste to findings on screen. */
async function paste(page: Page, text: string, tools: number): Promise<{ latency: number; from: number }> {
  const before = await runs(page);
  const input = page.locator('.monaco-editor textarea.inputarea');
  await input.focus();
  await page.keyboard.press('ControlOrMeta+A');
  // The text reaches the page first, in a task of its own (Playwright's transfer of 1.5 MB is not
  // the app's work); the paste event then runs in a task that the long-task rows count.
  await page.evaluate((pasted) => ((window as unknown as { __paste: string }).__paste = pasted), text);
  const from = await input.evaluate((el) => {
    const data = new DataTransfer();
    data.setData('text/plain', (window as unknown as { __paste: string }).__paste);
    const t0 = performance.now();
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    return t0;
  });
  await waitForRunAfter(page, before);
  await page
    .waitForFunction(
      (n) => document.querySelector('[data-testid=tool-list]')?.getAttribute('data-count') === String(n),
      tools,
      { timeout: 30_000 }
    )
    .catch(async (e: unknown) => {
      const shown = await page.getByTestId('results').innerText();
      throw new Error(`the pasted catalog's ${tools} tools did not appear: ${shown.slice(0, 300)}`, { cause: e });
    });
  await page.waitForTimeout(300);
  const latency = await page.evaluate(
    (f) => Math.min(...(window as unknown as Probe).__updates.filter((t) => t >= f)) - f,
    from
  );
  return { latency, from };
}

/**
 * Puts the cursor inside the description that starts with `probe`. Monaco's find widget puts
 * the selection on the description's first words; Escape closes it and ArrowRight leaves the
 * cursor just after them, inside the string.
 */
async function placeCursor(page: Page, probe: string): Promise<void> {
  await page.locator('.monaco-editor textarea.inputarea').focus();
  await page.keyboard.press('ControlOrMeta+F');
  await page.keyboard.type(probe);
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(500);
}

/** Types KEYSTROKES keys (x, Backspace, ...) at the cursor; latencies and long tasks. */
async function typeKeys(page: Page): Promise<{ latencies: number[]; tasks: number[] }> {
  const from = await page.evaluate(() => performance.now());
  const latencies: number[] = [];
  for (let i = 0; i < KEYSTROKES; i++) {
    const before = await runs(page);
    await page.keyboard.press(i % 2 === 0 ? 'x' : 'Backspace');
    await waitForRunAfter(page, before);
    await page.waitForTimeout(120); // typing pace; also lets the frame with the result paint
    const latency = await page.evaluate(() => {
      const w = window as unknown as Probe;
      const after = w.__updates.filter((t) => t >= w.__lastKey);
      return after.length > 0 ? Math.min(...after) - w.__lastKey : NaN;
    });
    if (Number.isFinite(latency)) latencies.push(latency);
  }
  const mode = await page.getByTestId('results').getAttribute('data-mode');
  if (mode !== 'tool')
    throw new Error(`typing was linted as a whole catalog (${mode}), not one tool: the cursor left the description`);
  return { latencies, tasks: await longTasks(page, from) };
}

async function typeAt(page: Page, probe: string): Promise<{ latencies: number[]; tasks: number[] }> {
  await placeCursor(page, probe);
  return typeKeys(page);
}

const tasksNote = (tasks: number[], limit: number) => {
  const over = tasks.filter((t) => t > limit);
  return over.length === 0
    ? `none over ${limit} ms`
    : `${over.length} over ${limit} ms: ${over.map((t) => ms(t)).join(', ')}`;
};

const TRACE_DIR = process.env.PLAYGROUND_TRACE;

/**
 * Runs `fn` under a CDP trace: how long the main thread and the core worker (the busiest worker
 * thread) were busy meanwhile, as a note. With PLAYGROUND_TRACE the trace is kept (with CPU
 * samples) and each thread's top functions are printed to stderr.
 */
async function traced<T>(page: Page, name: string, fn: () => Promise<T>): Promise<{ value: T; cdp: string }> {
  const trace = await CdpTrace.start(page, { profile: TRACE_DIR !== undefined });
  const value = await fn();
  const threads = await trace.stop(TRACE_DIR ? `${TRACE_DIR}/${name}.json` : undefined);
  const main = threads.find((t) => t.thread === 'CrRendererMain');
  const worker = threads.filter((t) => t.thread !== 'CrRendererMain').sort((a, b) => b.busy - a.busy)[0];
  if (TRACE_DIR)
    for (const t of threads.filter((x) => x.busy > 20))
      process.stderr.write(
        `\n${name}: ${t.thread} busy ${ms(t.busy)}, longest ${ms(t.longest)}\n${t.top
          .slice(0, 20)
          .map((f) => `  ${ms(f.ms).padStart(7)}  ${f.fn}`)
          .join('\n')}\n`
      );
  const part = (label: string, t: typeof main) => (t ? `${label} busy ${ms(t.busy)} (longest ${ms(t.longest)})` : '');
  return { value, cdp: `CDP: ${[part('main', main), part('worker', worker)].filter(Boolean).join(', ')}` };
}

interface Scenario {
  /** Row names: what was pasted. */
  label: string;
  /** Short name for trace files. */
  name: string;
  text: string;
  tools: Tool[];
  /** Typing p95 bound (ms); the issue's 100 ms on the real catalog. */
  typing: number;
  /** Also a row for the longest task while typing (none over 50 ms). */
  typingTasks: boolean;
  /** Paste -> findings bound (ms). */
  pasteLimit: number;
}

/** Paste the scenario's text over the editor, then type in the middle of it: the paste and typing rows. */
async function pasteAndType(page: Page, s: Scenario): Promise<BenchRow[]> {
  await page.waitForTimeout(1000);
  const { value: pasted, cdp: pasteCdp } = await traced(page, `${s.name}-paste`, () =>
    paste(page, s.text, s.tools.length)
  );
  const pasteTasks = await longTasks(page, pasted.from, pasted.from + pasted.latency + 300);
  const pasteLoad = load();
  const pasteLoadAvg = loadNow();
  await page.waitForTimeout(1500);
  await placeCursor(page, middleDescription(s.text, s.tools));
  const { value: typed, cdp: typeCdp } = await traced(page, `${s.name}-typing`, () => typeKeys(page));
  const typeLoad = load();
  const typeLoadAvg = loadNow();
  const n = s.tools.length.toLocaleString('en-US');
  const longestTyping = typed.tasks.length ? Math.max(...typed.tasks) : 0;
  return [
    {
      benchmark: `playground: paste ${s.label} → findings`,
      figure: ms(pasted.latency),
      ...under(pasted.latency, s.pasteLimit, `< ${s.pasteLimit / 1000} s`),
      load: pasteLoadAvg,
      note: `2-space pretty JSON; ${pasteLoad}; ${pasteCdp}`
    },
    {
      benchmark: `playground: longest main-thread task during that paste`,
      figure: pasteTasks.length ? ms(Math.max(...pasteTasks)) : 'none over 50 ms',
      target: 'none > 100 ms',
      met: pasteTasks.every((t) => t <= 100),
      ...(pasteTasks.length ? { value: Math.max(...pasteTasks), limit: 100 } : {}),
      load: pasteLoadAvg,
      note: `${tasksNote(pasteTasks, 100)}; ${pasteTasks.length} over 50 ms; ${pasteLoad}`
    },
    {
      benchmark: `playground: keystroke → findings, typing mid-catalog in those ${n} tools (p95 of ${typed.latencies.length})`,
      figure: ms(p95(typed.latencies)),
      target: `< ${s.typing} ms`,
      met: typed.latencies.length >= KEYSTROKES / 2 && p95(typed.latencies) < s.typing,
      value: p95(typed.latencies),
      limit: s.typing,
      load: typeLoadAvg,
      note: `median ${ms(median(typed.latencies))}; longest task ${typed.tasks.length ? ms(longestTyping) : 'none over 50 ms'}; ${typeLoad}; ${typeCdp}`
    },
    ...(s.typingTasks
      ? [
          {
            benchmark: `playground: longest main-thread task while typing in those ${n} tools`,
            figure: typed.tasks.length ? ms(longestTyping) : 'none over 50 ms',
            target: 'none > 50 ms',
            met: typed.tasks.every((t) => t <= 50),
            ...(typed.tasks.length ? { value: longestTyping, limit: 50 } : {}),
            load: typeLoadAvg,
            note: `${tasksNote(typed.tasks, 50)} over ${KEYSTROKES} keystrokes; ${typeLoad}`
          }
        ]
      : [])
  ];
}

/** The CPU throttle rates every browser row runs at (1 = the machine as it is). */
const RATES = (process.env.PLAYGROUND_THROTTLE ?? '1,4').split(',').map(Number);

/** Issue 44's targets at 4x (a user's laptop); issue 19's unthrottled. */
const targetsAt = (rate: number) =>
  rate >= 4
    ? { summary: 2500, loadTask: 200, typing: 150, paste: 3000 }
    : { summary: undefined, loadTask: undefined, typing: 100, paste: 1500 };

const PROBES = () => {
  const w = window as unknown as Probe & { __summaryAt?: number };
  w.__longtasks = [];
  w.__updates = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longtasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // The keystroke's own timestamp, taken before any handler of the page runs.
  addEventListener('keydown', (e) => (w.__lastKey = e.timeStamp), { capture: true });
  // The first summary: the frame after it entered the document (ms since navigation start).
  const summary = new MutationObserver(() => {
    if (!document.querySelector('[data-testid=summary]')) return;
    summary.disconnect();
    requestAnimationFrame((t) => (w.__summaryAt = t));
  });
  summary.observe(document, { childList: true, subtree: true });
  addEventListener('DOMContentLoaded', () => {
    const results = document.querySelector('[data-testid=results]');
    // A result counts as on screen at the next frame after the page applied it.
    if (results)
      new MutationObserver(() => requestAnimationFrame((t) => w.__updates.push(t))).observe(results, {
        attributes: true,
        attributeFilter: ['data-runs']
      });
  });
};

const launch = () =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync'
    ]
  });

/** Every browser row at one CPU throttle rate, in a fresh context (nothing cached from another rate). */
async function measure(browser: Browser, base: string, rate: number): Promise<BenchRow[]> {
  const { tools, servers, source } = corpus();
  const first = catalogText(tools.slice(0, FIRST));
  const all = catalogText(tools);
  const kb = (t: string) => `${Math.round(t.length / 1024)} KB`;
  const at = ` · CPU ${rate}×`;
  const targets = targetsAt(rate);
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    // Emulation.setCPUThrottlingRate slows the page's renderer (its main thread) by `rate`.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(PROBES);
    await page.goto(base);
    await page.getByTestId('summary').waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => (window as { __summaryAt?: number }).__summaryAt !== undefined);
    const firstResult = await page.evaluate(() => (window as { __summaryAt?: number }).__summaryAt ?? NaN);
    const summaryLoad = loadNow();
    await page.getByTestId('summary-cl100k').waitFor({ timeout: 60_000 });
    await page.locator('[data-testid=editor][data-ready=true]').waitFor({ timeout: 60_000 });
    const ready = await page.evaluate(() => performance.now());
    // The load: every long task from navigation until the editor and the exact counts are ready.
    const loadTasks = await longTasks(page, 0, ready);
    const longestLoad = loadTasks.length ? Math.max(...loadTasks) : 0;
    const loadLoad = loadNow();
    const rows: BenchRow[] = [
      {
        benchmark: `playground: navigation → the example's summary (github.json)${at}`,
        figure: ms(firstResult),
        ...(targets.summary ? under(firstResult, targets.summary, `< ${targets.summary / 1000} s`) : {}),
        load: summaryLoad,
        note: `editor and exact tokens ready at ${ms(ready)}; load ${summaryLoad.toFixed(1)}`
      },
      {
        benchmark: `playground: longest main-thread task during load${at}`,
        figure: loadTasks.length ? ms(longestLoad) : 'none over 50 ms',
        ...(targets.loadTask
          ? {
              target: `none > ${targets.loadTask} ms`,
              met: longestLoad <= targets.loadTask,
              ...(loadTasks.length ? { value: longestLoad, limit: targets.loadTask } : {})
            }
          : {}),
        load: loadLoad,
        note: `${loadTasks.length} over 50 ms until the editor was ready (${ms(ready)}): ${loadTasks.map((t) => ms(t)).join(', ') || 'none'}; load ${loadLoad.toFixed(1)}`
      }
    ];
    if (process.env.PLAYGROUND_LOAD_ONLY) return rows;

    // 1. the first 200 real tools
    await paste(page, first, FIRST);
    await page.waitForTimeout(1500);
    const small = await typeAt(page, middleDescription(first, tools.slice(0, FIRST)));
    const smallLoad = load();
    const smallLoadAvg = loadNow();
    rows.push(
      {
        benchmark: `playground: keystroke → findings, first ${FIRST} real tools (${kb(first)}), typing mid-catalog (p95 of ${small.latencies.length})${at}`,
        figure: ms(p95(small.latencies)),
        target: `< ${targets.typing} ms`,
        met: small.latencies.length >= KEYSTROKES / 2 && p95(small.latencies) < targets.typing,
        value: p95(small.latencies),
        limit: targets.typing,
        load: smallLoadAvg,
        note: `median ${ms(median(small.latencies))}; ${smallLoad}; ${source}`
      },
      {
        benchmark: `playground: longest main-thread task while typing (${FIRST} tools)${at}`,
        figure: small.tasks.length ? ms(Math.max(...small.tasks)) : 'none over 50 ms',
        target: 'none > 50 ms',
        met: small.tasks.every((t) => t <= 50),
        ...(small.tasks.length ? { value: Math.max(...small.tasks), limit: 50 } : {}),
        load: smallLoadAvg,
        note: `${tasksNote(small.tasks, 50)} over ${KEYSTROKES} keystrokes; ${smallLoad}`
      }
    );

    // 2. every corpus tool, pasted at once (the 732-tool real catalog), then typing in it
    rows.push(
      ...(await pasteAndType(page, {
        label: `${tools.length} real tools (${kb(all)})`,
        name: `flat-${rate}x`,
        text: all,
        tools,
        typing: targets.typing,
        typingTasks: true,
        pasteLimit: targets.paste
      }))
    );
    // 3. the same tools as a {servers} bundle, one server per corpus file (the 1.7 MB paste)
    const bundle = bundleText(servers);
    rows.push(
      ...(await pasteAndType(page, {
        label: `the same ${tools.length} tools as a ${servers.length}-server bundle (${kb(bundle)})`,
        name: `bundle-${rate}x`,
        text: bundle,
        tools,
        typing: targets.typing,
        typingTasks: true,
        pasteLimit: targets.paste
      }))
    );
    // 4. the issue's "several MB": the corpus cycled to 4 MB, the size of the issue's 827-tool paste (its tools were larger)
    if (!process.env.PLAYGROUND_QUICK) {
      const many = cycledTo(tools, 4 * 2 ** 20);
      const manyText = catalogText(many);
      rows.push(
        ...(await pasteAndType(page, {
          label: `${many.length.toLocaleString('en-US')} tools, the corpus cycled to ${(manyText.length / 2 ** 20).toFixed(1)} MB`,
          name: `cycled-${rate}x`,
          text: manyText,
          tools: many,
          typing: 150 * rate,
          typingTasks: false,
          pasteLimit: 1500 * rate
        }))
      );
    }
    // Rows after the load rows carry the rate in their names too.
    return rows.map((r) => (r.benchmark.endsWith(at) ? r : { ...r, benchmark: r.benchmark + at }));
  } finally {
    await context.close();
  }
}

export const playgroundBench: BenchSection = {
  name: 'playground',
  async run() {
    if (!existsSync(CHROMIUM))
      return [
        { benchmark: 'playground', figure: 'skipped', note: `no chromium at ${CHROMIUM} (apt-get install -y chromium)` }
      ];
    if (!existsSync(`${ROOT}build/web/handler.js`)) {
      const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
      if (built.status !== 0) throw new Error('npm run build failed');
    }
    const port = await freePort();
    const server = await startServer(port);
    const browser = await launch();
    try {
      const rows: BenchRow[] = [];
      for (const rate of RATES) rows.push(...(await measure(browser, `http://127.0.0.1:${port}/`, rate)));
      return rows;
    } finally {
      await browser.close();
      server.kill();
    }
  }
};
