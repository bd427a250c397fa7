/**
 * Loads Monaco (setup.ts) without holding the main thread: its modules are evaluated a stage per
 * task (stages.ts), so a click, a keystroke in the filter or a result from the worker gets its turn
 * between two stages; Monaco's own set-up (setup.ts START_STEPS) follows, a step per task. Every editor on the page shares the one load. Each stage is timed with a
 * performance measure named `monaco:stage N` (the bench and DevTools show where the time went).
 */
import stages from 'virtual:toolgauge/monaco-stages';

/** Lets the browser run what waits (input, rendering, messages) before the next piece of work. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

let loading: Promise<typeof import('./setup')> | undefined;

export function loadMonaco(): Promise<typeof import('./setup')> {
  loading ??= (async () => {
    for (const [i, stage] of stages.entries()) {
      const started = performance.now();
      await stage();
      performance.measure(`monaco:stage ${i}`, { start: started });
      await nextTask();
    }
    const setup = await import('./setup');
    await nextTask();
    for (const [i, step] of setup.START_STEPS.entries()) {
      const started = performance.now();
      step();
      performance.measure(`monaco:start ${i}`, { start: started });
      await nextTask();
    }
    return setup;
  })();
  // A failed load (a chunk the network lost) can be tried again by the next editor.
  loading.catch(() => (loading = undefined));
  return loading;
}
