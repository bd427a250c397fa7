/** OVL-003: two tools with the same parameters whose descriptions give no reason to pick one over the other. */
import { declaredTypes, schemaProperties } from '../tool-facts.ts';
import type { CatalogRawFinding, CatalogRule } from '../types.ts';
import { toolLabel } from './ovl-001-duplicate-tool-name.ts';
import { descriptionTerms, distinguishing, quoteTerms } from './ovl-similarity.ts';

/** Parameter names and types, sorted: two tools with the same key take exactly the same arguments. */
function signature(tool: Parameters<typeof schemaProperties>[0]): string | undefined {
  const props = schemaProperties(tool);
  if (props.length === 0) return undefined;
  return props
    .map((p) => `${p.name}:${declaredTypes(p.schema).sort().join('|')}${p.required ? '!' : ''}`)
    .sort()
    .join(',');
}

export const ovl003MirroredParameters: CatalogRule = {
  id: 'OVL-003',
  slug: 'mirrored-parameters',
  category: 'overlap',
  severity: 'warning',
  presets: { reference: 'off' },
  scope: 'catalog',
  docs: {
    summary: 'Two tools take exactly the same parameters (names, types and which are required), and one description has no term the other lacks, so nothing says when to use it instead of the other.',
    why: 'When two tools accept the same arguments, the description is the only thing that can steer the agent. If one description is contained in the other, a request that fits one fits both, and the agent picks by chance (or always the first).',
    fix: 'Say in the description what this tool does that the other does not, and when to use it. If the two really do the same thing, keep one.',
    bad: {
      tools: [
        { name: 'read_file', description: 'Read the contents of a file as text.', inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } },
        { name: 'read_text_file', description: 'Read the complete contents of a file as text.', inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } }
      ]
    },
    good: {
      tools: [
        { name: 'read_text_file', description: 'Read the complete contents of a file as UTF-8 text.', inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } },
        { name: 'read_media_file', description: 'Read an image or audio file and return it base64-encoded with its MIME type.', inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] } }
      ]
    },
    severityRationale: 'Warning: the pair may be intentional (a deprecated alias), but the agent still cannot choose between them from the text.'
  },
  messages: {
    mirrored: '"{{tool}}" takes the same parameters as {{other}} ({{params}}) and its description has nothing {{other}}\'s lacks; {{apart}}'
  },
  suggestions: {
    mirrored: 'say what "{{tool}}" does that {{other}} does not, and when to use it; or keep only one of them'
  },
  checkCatalog({ tools }) {
    const bySignature = new Map<string, number[]>();
    tools.forEach((t, i) => {
      const sig = t.description === undefined ? undefined : signature(t.tool);
      if (sig !== undefined) bySignature.set(sig, [...(bySignature.get(sig) ?? []), i]);
    });
    const index = descriptionTerms(tools);
    const out: CatalogRawFinding[] = [];
    for (const [sig, group] of bySignature) {
      if (group.length < 2 || group.length > 50) continue;
      for (const i of group) {
        const covered = group.filter((j) => j !== i && index.terms[i].size > 0 && distinguishing(index, i, j).length === 0);
        if (covered.length === 0) continue;
        const other = covered[0];
        const theirs = distinguishing(index, other, i);
        const apart = theirs.length > 0 ? `${toolLabel(tools[other])} adds ${quoteTerms(index, other, theirs)}` : 'the two descriptions use the same terms';
        const params = sig.split(',').map((p) => p.split(':')[0]).join(', ');
        out.push({ tool: i, messageId: 'mirrored', data: { other: toolLabel(tools[other]), params, apart }, pointer: '/inputSchema', related: covered.map((j) => ({ tool: j, pointer: '/inputSchema' })) });
      }
    }
    return out.sort((a, b) => a.tool - b.tool);
  }
};
