/** Every selector the bench can run, by name, listed explicitly. */
import type { Catalog } from '../catalog/types.ts';
import { buildBm25Selector } from './bm25.ts';
import { buildFastmcpSelector } from './fastmcp-bm25.ts';
import { buildSelector, type Selector, type SelectorName } from './selector.ts';

export const SELECTORS = {
  lexical: buildSelector,
  bm25: buildBm25Selector,
  'fastmcp-bm25': buildFastmcpSelector
} satisfies Record<SelectorName, (catalog: Catalog) => Selector>;

export const DEFAULT_SELECTOR: SelectorName = 'lexical';
