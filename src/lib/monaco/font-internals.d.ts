// Monaco 0.52 ships no types for these internal modules; font-measure.ts measures the editor's font ahead of its creation.
declare module 'monaco-editor/esm/vs/editor/common/config/editorOptions.js' {
  export const editorOptionsRegistry: { id: number; name: string; validate(value: unknown): unknown }[];
}
declare module 'monaco-editor/esm/vs/editor/common/config/fontInfo.js' {
  export interface BareFontInfo {
    readonly fontSize: number;
  }
  export const BareFontInfo: {
    createFromValidatedSettings(
      options: { get(id: number): unknown },
      pixelRatio: number,
      ignoreEditorZoom: boolean
    ): BareFontInfo;
  };
}
declare module 'monaco-editor/esm/vs/editor/browser/config/fontMeasurements.js' {
  import type { BareFontInfo } from 'monaco-editor/esm/vs/editor/common/config/fontInfo.js';
  export const FontMeasurements: { readFontInfo(targetWindow: Window, bareFontInfo: BareFontInfo): unknown };
}
declare module 'monaco-editor/esm/vs/base/browser/pixelRatio.js' {
  export const PixelRatio: { getInstance(targetWindow: Window): { value: number } };
}
