/**
 * Catalogs built to be the worst case for the catalog-level rules: every tool in one group, so a
 * rule that compares the members of a group pairwise (or copies the group each time it grows)
 * shows its square. Used by the `lint scale` bench rows (rule CPU at n and 4n tools) and by the
 * tests that check each rule stays linear. Deterministic: the same n gives the same catalog.
 */

/** A word of letters only for a number (0 -> "ba", 1 -> "be"...): distinct terms, no digits (digits are not compared). */
export function letters(n: number): string {
  const c = 'bcdfghjklmnpqrstvwxz';
  const v = 'aeiou';
  let out = '';
  let k = n;
  do {
    out += c[k % c.length] + v[Math.floor(k / c.length) % v.length];
    k = Math.floor(k / (c.length * v.length));
  } while (k > 0);
  return out;
}

const pathSchema = { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] };

export interface AdversarialCase {
  /** The worst case it builds, for the bench row. */
  label: string;
  /** The rules it is the worst case for. */
  rules: string[];
  build(n: number): unknown;
}

export const ADVERSARIAL: AdversarialCase[] = [
  {
    label: 'every tool has the same name',
    rules: ['OVL-001'],
    build: (n) => ({
      tools: Array.from({ length: n }, (_, i) => ({
        name: 'search_issues',
        description: `Search issues in the ${letters(i)} tracker and return the matching issues with their status.`,
        inputSchema: { type: 'object', properties: { q: { type: 'string' } } }
      }))
    })
  },
  {
    label: 'every tool takes the same parameters',
    rules: ['OVL-003'],
    build: (n) => ({
      tools: Array.from({ length: n }, (_, i) => ({
        name: `read_${letters(i)}_file`,
        description: `Read the complete contents of a ${letters(i % 40)} file as text.`,
        inputSchema: pathSchema
      }))
    })
  },
  {
    label: 'one distinctive name on every server but the last, whose 10 tools call it',
    rules: ['OVL-004', 'CMP-002'],
    build: (n) => {
      const servers: Record<string, unknown[]> = {};
      for (let i = 0; i < n; i++) {
        const last = i >= n - 10;
        (servers[last ? 'caller' : `server_${letters(Math.floor(i / 10))}`] ??= []).push({
          name: last ? `notify_${letters(i)}` : 'send_email',
          description: `Draft the ${letters(i)} message, then call send_email to deliver it.`,
          inputSchema: pathSchema
        });
      }
      return { servers };
    }
  },
  {
    label: 'one server, each description long with pasted boilerplate',
    rules: ['DESC-002', 'DESC-015', 'TOK-001', 'TOK-002', 'TOK-003', 'CMP-003'],
    build: (n) => ({
      tools: Array.from({ length: n }, (_, i) => ({
        name: `create_${letters(i)}`,
        description:
          `Create a ${letters(i)} record in the workspace and return it. ` +
          'Ensure you have all the information you need before calling this tool; if anything is missing, ask the user for it first. ' +
          'Rate limits apply to every call made with the same API key; retry after the delay the error names. ' +
          `The ${letters(i)} record holds a title, an owner and tags; the owner must be a member of the workspace. `.repeat(
            3
          ),
        inputSchema: {
          type: 'object',
          properties: { project_id: { type: 'string' }, title: { type: 'string' } }
        }
      }))
    })
  },
  {
    label: 'groups of 50 tools with the same parameters and description (50 is the most OVL-003 compares)',
    rules: ['OVL-003'],
    build: (n) => ({
      tools: Array.from({ length: n }, (_, i) => ({
        name: `fetch_${letters(i)}`,
        description: 'Fetch the complete contents of the document as text.',
        inputSchema: {
          type: 'object',
          properties: { [`path_${letters(Math.floor(i / 50))}`]: { type: 'string' } },
          required: [`path_${letters(Math.floor(i / 50))}`]
        }
      }))
    })
  },
  {
    label: 'groups of 200 tools with the same description (200 is the most tools a rare term may have for OVL-002)',
    rules: ['OVL-002'],
    build: (n) => ({
      tools: Array.from({ length: n }, (_, i) => {
        const g = letters(Math.floor(i / 200));
        return {
          name: `entries_${letters(i)}`,
          description: `List the ${g}zy ${g}qx ${g}wv entries of a folder with their sizes and owners.`,
          inputSchema: pathSchema
        };
      })
    })
  }
];
