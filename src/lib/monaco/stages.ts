/**
 * Monaco's start-up in stages: the modules of its core (editor.api.js) and of its contributions
 * (editor.all.js), under monaco-editor/esm/vs/, as a chain of stages that the page evaluates one
 * per task (load.ts). Evaluated at once, the 3 MB were one main-thread task of 1.3 s at load 3
 * and 2.7-3.1 s with the CPU throttled 4x (issue 44); a stage holds about 150 KB of minified code.
 * vite.config.ts turns stage N into a virtual module that imports stage N-1 and then these
 * modules, so each stage's chunk holds only the code it adds and evaluating it runs only that.
 * The core's stages were picked from its import graph (the module whose dependencies add the most
 * code without passing 150 KB, repeatedly); the contributions keep editor.all.js's order, so they
 * register as they always did. Monaco is pinned (setup.ts): after an upgrade a path that moved
 * fails the build, and the stages want picking again.
 */
export const MONACO_STAGES: readonly (readonly string[])[] = [
  [
    'editor/common/commands/shiftCommand.js',
    'editor/common/model/bracketPairsTextModelPart/bracketPairsTree/nodeReader.js'
  ],
  [
    'base/browser/ui/iconLabel/iconLabel.js',
    'editor/browser/viewParts/scrollDecoration/scrollDecoration.js',
    'editor/common/model/utils.js'
  ],
  ['editor/browser/viewParts/lines/viewLines.js', 'base/browser/globalPointerMoveMonitor.js'],
  [
    'editor/browser/services/hoverService/hoverWidget.js',
    'editor/browser/widget/diffEditor/components/diffEditorViewZones/inlineDiffDeletedCodeMargin.js',
    'platform/layout/browser/layoutService.js'
  ],
  ['base/browser/ui/findinput/findInput.js', 'base/common/collections.js'],
  ['editor/browser/view/viewController.js', 'editor/common/services/editorBaseApi.js', 'editor/common/core/rgba.js'],
  [
    'editor/browser/widget/diffEditor/features/gutterFeature.js',
    'editor/browser/viewParts/currentLineHighlight/currentLineHighlight.js',
    'editor/common/config/editorZoom.js'
  ],
  ['platform/list/browser/listService.js', 'editor/common/services/languagesAssociations.js', 'base/browser/fonts.js'],
  [
    'editor/standalone/browser/quickInput/standaloneQuickInputService.js',
    'editor/browser/controller/pointerHandler.js',
    'editor/common/cursor/cursorCollection.js'
  ],
  [
    'editor/browser/services/editorWorkerService.js',
    'editor/common/model/pieceTreeTextBuffer/pieceTreeTextBufferBuilder.js',
    'editor/common/model/bracketPairsTextModelPart/bracketPairsTree/bracketPairsTree.js',
    'editor/common/model/tokens.js',
    'editor/common/services/editorWorker.js'
  ],
  [
    'editor/browser/widget/diffEditor/components/diffEditorViewZones/diffEditorViewZones.js',
    'editor/browser/widget/diffEditor/features/overviewRulerFeature.js',
    'platform/instantiation/common/serviceCollection.js'
  ],
  [
    'editor/common/viewModel/viewModelImpl.js',
    'editor/browser/viewParts/minimap/minimap.js',
    'platform/undoRedo/common/undoRedoService.js',
    'platform/clipboard/browser/clipboardService.js',
    'editor/standalone/browser/standaloneTreeSitterService.js'
  ],
  [
    'editor/browser/view.js',
    'platform/contextview/browser/contextMenuService.js',
    'platform/contextview/browser/contextViewService.js'
  ],
  [
    'editor/browser/widget/codeEditor/codeEditorWidget.js',
    'editor/browser/widget/diffEditor/components/accessibleDiffViewer.js',
    'editor/standalone/browser/standaloneThemeService.js',
    'editor/browser/widget/diffEditor/features/hideUnchangedRegionsFeature.js',
    'editor/standalone/browser/colorizer.js',
    'editor/common/editorFeatures.js'
  ],
  [
    'editor/standalone/browser/standaloneLanguages.js',
    'editor/contrib/editorState/browser/editorState.js',
    'platform/extensions/common/extensions.js'
  ],
  ['editor/editor.api.js'],
  [
    'editor/browser/coreCommands.js',
    'editor/browser/widget/codeEditor/codeEditorWidget.js',
    'editor/browser/widget/diffEditor/diffEditor.contribution.js',
    'editor/contrib/anchorSelect/browser/anchorSelect.js',
    'editor/contrib/bracketMatching/browser/bracketMatching.js',
    'editor/contrib/caretOperations/browser/caretOperations.js',
    'editor/contrib/caretOperations/browser/transpose.js',
    'editor/contrib/clipboard/browser/clipboard.js',
    'editor/contrib/codeAction/browser/codeActionContributions.js',
    'editor/contrib/codelens/browser/codelensController.js'
  ],
  ['editor/contrib/colorPicker/browser/colorContributions.js'],
  [
    'editor/contrib/colorPicker/browser/standaloneColorPickerActions.js',
    'editor/contrib/comment/browser/comment.js',
    'editor/contrib/contextmenu/browser/contextmenu.js',
    'editor/contrib/cursorUndo/browser/cursorUndo.js',
    'editor/contrib/dnd/browser/dnd.js',
    'editor/contrib/dropOrPasteInto/browser/copyPasteContribution.js',
    'editor/contrib/dropOrPasteInto/browser/dropIntoEditorContribution.js',
    'editor/contrib/find/browser/findController.js'
  ],
  [
    'editor/contrib/folding/browser/folding.js',
    'editor/contrib/fontZoom/browser/fontZoom.js',
    'editor/contrib/format/browser/formatActions.js',
    'editor/contrib/documentSymbols/browser/documentSymbols.js'
  ],
  ['editor/contrib/inlineCompletions/browser/inlineCompletions.contribution.js'],
  [
    'editor/contrib/inlineProgress/browser/inlineProgress.js',
    'editor/contrib/gotoSymbol/browser/goToCommands.js',
    'editor/contrib/gotoSymbol/browser/link/goToDefinitionAtPosition.js',
    'editor/contrib/gotoError/browser/gotoError.js',
    'editor/contrib/hover/browser/hoverContribution.js',
    'editor/contrib/indentation/browser/indentation.js',
    'editor/contrib/inlayHints/browser/inlayHintsContribution.js',
    'editor/contrib/inPlaceReplace/browser/inPlaceReplace.js',
    'editor/contrib/lineSelection/browser/lineSelection.js',
    'editor/contrib/linesOperations/browser/linesOperations.js',
    'editor/contrib/linkedEditing/browser/linkedEditing.js',
    'editor/contrib/links/browser/links.js',
    'editor/contrib/longLinesHelper/browser/longLinesHelper.js',
    'editor/contrib/multicursor/browser/multicursor.js',
    'editor/contrib/inlineEdit/browser/inlineEdit.contribution.js'
  ],
  [
    'editor/contrib/inlineEdits/browser/inlineEdits.contribution.js',
    'editor/contrib/parameterHints/browser/parameterHints.js',
    'editor/contrib/placeholderText/browser/placeholderText.contribution.js',
    'editor/contrib/rename/browser/rename.js',
    'editor/contrib/sectionHeaders/browser/sectionHeaders.js',
    'editor/contrib/semanticTokens/browser/documentSemanticTokens.js',
    'editor/contrib/semanticTokens/browser/viewportSemanticTokens.js',
    'editor/contrib/smartSelect/browser/smartSelect.js',
    'editor/contrib/snippet/browser/snippetController2.js',
    'editor/contrib/stickyScroll/browser/stickyScrollContribution.js',
    'editor/contrib/suggest/browser/suggestController.js',
    'editor/contrib/suggest/browser/suggestInlineCompletions.js',
    'editor/contrib/tokenization/browser/tokenization.js',
    'editor/contrib/toggleTabFocusMode/browser/toggleTabFocusMode.js',
    'editor/contrib/unicodeHighlighter/browser/unicodeHighlighter.js',
    'editor/contrib/unusualLineTerminators/browser/unusualLineTerminators.js'
  ],
  [
    'editor/contrib/wordHighlighter/browser/wordHighlighter.js',
    'editor/contrib/wordOperations/browser/wordOperations.js',
    'editor/contrib/wordPartOperations/browser/wordPartOperations.js',
    'editor/contrib/readOnlyMessage/browser/contribution.js',
    'editor/contrib/diffEditorBreadcrumbs/browser/contribution.js',
    'editor/common/standaloneStrings.js'
  ]
];
