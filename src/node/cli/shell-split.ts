/** The splitter lives in the core (suite hooks split their commands at load time); the CLI reuses it. */
export { shellSplit, type SplitResult } from '#core/source/shell-split';
