/**
 * The resources, resource templates and prompts of a catalog, counted: a client may load their
 * lists as it loads tools/list, so what they cost is part of the surface (no rule reads them yet).
 */
import type { ContextItem, ContextKind } from '../catalog/context-items.ts';
import type { Encoders } from '../tokens/encoders.ts';

export interface ContextReportItem {
  kind: ContextKind;
  id: string;
  name: string;
  server?: string;
  pointer: string;
  tokens: { cl100k: number; o200k: number };
}

export interface ContextReport {
  items: ContextReportItem[];
  counts: { resources: number; resource_templates: number; prompts: number };
  tokens: { cl100k: number; o200k: number };
}

export function contextReport(items: ContextItem[], encoders: Encoders | undefined): ContextReport {
  const counted = items.map((it): ContextReportItem => {
    const tokens = { cl100k: 0, o200k: 0 };
    if (encoders)
      for (const s of it.strings)
        [tokens.cl100k, tokens.o200k] = [tokens.cl100k + encoders.cl100k(s), tokens.o200k + encoders.o200k(s)];
    return {
      kind: it.kind,
      id: it.id,
      name: it.name,
      ...(it.server !== undefined ? { server: it.server } : {}),
      pointer: it.pointer,
      tokens
    };
  });
  const n = (k: ContextKind) => counted.filter((c) => c.kind === k).length;
  return {
    items: counted,
    counts: { resources: n('resource'), resource_templates: n('resource_template'), prompts: n('prompt') },
    tokens: {
      cl100k: counted.reduce((s, c) => s + c.tokens.cl100k, 0),
      o200k: counted.reduce((s, c) => s + c.tokens.o200k, 0)
    }
  };
}

/** "3 resources, 1 resource template, 2 prompts": the kinds present. */
export function contextCountsText(r: ContextReport): string {
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  const parts = [
    r.counts.resources ? plural(r.counts.resources, 'resource') : '',
    r.counts.resource_templates ? plural(r.counts.resource_templates, 'resource template') : '',
    r.counts.prompts ? plural(r.counts.prompts, 'prompt') : ''
  ];
  return parts.filter(Boolean).join(', ') || 'no resources or prompts';
}
