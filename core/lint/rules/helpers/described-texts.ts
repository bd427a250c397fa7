/** The prose a tool is described with: its description, then each argument's description at any depth, with pointers. */
import type { Tool } from '../../../catalog/types.ts';
import { isPlainObject } from '../../tool-facts.ts';
import { lastToolMemo } from './last-tool-memo.ts';
import { walkSchema } from './schema-walk.ts';

export interface DescribedText {
  text: string;
  /** Pointer relative to the tool: `/description`, `/inputSchema/properties/q/description`. */
  pointer: string;
  /** For messages: `the description`, `the description of "q"`. */
  where: string;
}

/**
 * The tool's described texts. The DESC rules that read them (DESC-016, 017, 019 and more) run
 * one after another on the same tool: they are collected once per tool and shared (read-only).
 */
export const describedTexts: (tool: Tool) => readonly DescribedText[] = lastToolMemo(collectDescribedTexts);

function collectDescribedTexts(tool: Tool): DescribedText[] {
  const out: DescribedText[] = [];
  if (typeof tool.description === 'string')
    out.push({ text: tool.description, pointer: '/description', where: 'the description' });
  for (const node of walkSchema(tool.inputSchema, '/inputSchema')) {
    if (node.via !== 'property' || node.name === undefined || !isPlainObject(node.schema)) continue;
    const d = node.schema.description;
    if (typeof d === 'string')
      out.push({ text: d, pointer: `${node.pointer}/description`, where: `the description of "${node.name}"` });
  }
  return out;
}
