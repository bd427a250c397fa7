/** What a workspace file is, as detect.ts tells it from the content and the user may change it. */
export const FILE_KINDS = ['catalog', 'suite', 'bench', 'trace', 'task', 'recorded', 'rules', 'other'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
