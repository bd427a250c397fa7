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

export type MarkerOwner = 'parse' | `lint-${number}`;

export interface CatalogEditor {
  getValue(): string;
  /** Replace the whole text (an example, a dropped file), as one undoable edit. */
  setValue(text: string): void;
  setLanguage(language: EditorLanguage): void;
  /** Replace one owner's markers ('parse', or a lint group such as 'lint-3'); other owners' stay. */
  setMarkers(owner: MarkerOwner, markers: EditorMarker[]): void;
  /** How many markers Monaco holds for owners of a kind: what is really in the editor. */
  markerCount(kind: 'lint' | 'parse'): number;
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
  /** A paste replaced the whole text (a new catalog, not an edit of this one). */
  onPasteAll?(): void;
  /** Whether Tab moves focus out of the editor (true) or indents (false); Ctrl+M switches. */
  onTabFocusMode?(moves: boolean): void;
  /** A suite editor: completion and hover from the suite schema (call useSuiteSchema first). */
  suite?: boolean;
}
