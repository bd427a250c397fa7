/** What pages hand the catalog editor; kept free of Monaco types so pages import no Monaco code. */
export type EditorLanguage = 'json' | 'yaml';

export interface EditorMarker {
  severity: 'error' | 'warning' | 'info';
  message: string;
  /** A short code shown beside the message (a rule id). */
  code?: string;
  line: number;
  column: number;
}

export interface CatalogEditor {
  getValue(): string;
  /** Replace the whole text (an example, a dropped file), as one undoable edit. */
  setValue(text: string): void;
  setLanguage(language: EditorLanguage): void;
  setMarkers(owner: 'lint' | 'parse', markers: EditorMarker[]): void;
  /** How many markers Monaco holds for an owner: what is really in the editor. */
  markerCount(owner: 'lint' | 'parse'): number;
  reveal(line: number, column: number): void;
  setDark(dark: boolean): void;
  dispose(): void;
}

export interface CatalogEditorOptions {
  value: string;
  language: EditorLanguage;
  dark: boolean;
  ariaLabel: string;
  onChange(text: string): void;
}
