/**
 * Measures the editor's font in a task of its own, before the editor is made. Monaco measures the
 * font (DOM probes read back, which lays out the whole page) inside `monaco.editor.create` the
 * first time it meets a font; the measurement is cached by the font's settings, so the editor
 * made a task later finds it and its creation is that much shorter (issue 44).
 */
import { FontMeasurements } from 'monaco-editor/esm/vs/editor/browser/config/fontMeasurements.js';
import { editorOptionsRegistry } from 'monaco-editor/esm/vs/editor/common/config/editorOptions.js';
import { BareFontInfo } from 'monaco-editor/esm/vs/editor/common/config/fontInfo.js';
import { PixelRatio } from 'monaco-editor/esm/vs/base/browser/pixelRatio.js';

/** The editor's font options: setup.ts creates every editor with them. */
export const EDITOR_FONT = { fontSize: 13 } as const;

/** Reads the font as an editor with `raw` options would (the same validation, so the same cache key). */
export function measureEditorFont(raw: Record<string, unknown> = EDITOR_FONT): void {
  const values = new Map<number, unknown>();
  for (const option of editorOptionsRegistry) values.set(option.id, option.validate(raw[option.name]));
  const bare = BareFontInfo.createFromValidatedSettings(
    { get: (id) => values.get(id) },
    PixelRatio.getInstance(window).value,
    false
  );
  FontMeasurements.readFontInfo(window, bare);
}
