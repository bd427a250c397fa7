/** MCP-002: a tool icon whose URI is neither https: nor data:, which clients must refuse (2025-11-25 and later). */
import { joinPointer } from '../../source/pointer.ts';
import { isPlainObject } from '../tool-facts.ts';
import type { RawFinding, Rule } from '../types.ts';
import { DEFAULT_SPEC, specAtLeast } from '../spec-versions.ts';

const ICON_RULE =
  'Overview, icons: "Ensure that the icon URI is either a HTTPS or `data:` URI. Clients **MUST** reject icon URIs that use unsafe schemes and redirects, such as `javascript:`, `file:`, `ftp:`, `ws:`, or local app URI schemes." The Tools page lists "`icons`: Optional array of icons for display in user interfaces".';

const shown = (s: string) => JSON.stringify(s.length > 80 ? `${s.slice(0, 77)}...` : s);

export const mcp002IconScheme: Rule = {
  id: 'MCP-002',
  slug: 'icon-scheme',
  category: 'conformance',
  severity: 'warning',
  docs: {
    summary:
      "A tool icon's `src` is not an `https:` or `data:` URI (`javascript:`, `file:`, `http:`, `ftp:`, `ws:`, an app scheme, or no scheme at all), or an icon has no `src` string.",
    why: 'Clients must refuse such icons, so the icon never shows. A `javascript:` or `file:` icon is worse than useless: it is how a hostile server would try to run script in, or read files through, a client that renders it.',
    fix: "Serve the icon over HTTPS from the server's own origin, or embed it as a `data:image/png;base64,...` URI.",
    bad: {
      name: 'get_weather',
      description: 'Get the current weather for a city. Returns temperature and conditions.',
      inputSchema: { type: 'object', properties: { city: { type: 'string' } } },
      icons: [{ src: 'file:///usr/share/icons/weather.png', mimeType: 'image/png' }]
    },
    good: {
      name: 'get_weather',
      description: 'Get the current weather for a city. Returns temperature and conditions.',
      inputSchema: { type: 'object', properties: { city: { type: 'string' } } },
      icons: [{ src: 'https://example.com/weather.png', mimeType: 'image/png', sizes: ['48x48'] }]
    },
    severityRationale: 'Warning: the client drops the icon, not the tool; the tool still works.',
    versions: {
      '2025-06-18': 'does not fire: tools have no `icons` in this version.',
      '2025-11-25': `warning. ${ICON_RULE}`,
      '2026-07-28': `warning. ${ICON_RULE}`
    },
    notes: 'On the corpus (1,506 real tools) no tool carries icons, so it fires on none.'
  },
  messages: {
    'not-list': 'icons of "{{tool}}" is {{found}}, not a list of icons',
    'no-src': 'icon {{index}} of "{{tool}}" has no src string',
    scheme:
      'icon {{index}} of "{{tool}}" is {{src}}: {{scheme}}, which clients must refuse (only https: and data: are allowed)'
  },
  suggestions: {
    'not-list': 'give a list of { "src": "https://...", "mimeType": "image/png" }',
    'no-src': 'give the icon an https: or data: src',
    scheme: 'serve the icon over https: or embed it as a data: URI'
  },
  check({ tool, spec = DEFAULT_SPEC }) {
    if (!specAtLeast(spec, '2025-11-25') || tool.icons === undefined || tool.icons === null) return [];
    if (!Array.isArray(tool.icons))
      return [
        {
          messageId: 'not-list',
          data: { found: JSON.stringify(tool.icons)?.slice(0, 60) ?? String(tool.icons) },
          pointer: '/icons'
        }
      ];
    const out: RawFinding[] = [];
    for (const [index, icon] of tool.icons.entries()) {
      const src = isPlainObject(icon) ? icon.src : undefined;
      if (typeof src !== 'string') {
        out.push({ messageId: 'no-src', data: { index }, pointer: joinPointer('/icons', index) });
        continue;
      }
      const m = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(src.trim());
      const scheme = m ? m[1].toLowerCase() : undefined;
      if (scheme === 'https' || scheme === 'data') continue;
      const what =
        scheme === undefined
          ? 'a URI with no scheme'
          : scheme === 'javascript' || scheme === 'vbscript'
            ? `a ${scheme}: URI (script)`
            : `a ${scheme}: URI`;
      out.push({
        messageId: 'scheme',
        data: { index, src: shown(src), scheme: what },
        pointer: joinPointer('/icons', index, 'src')
      });
    }
    return out;
  }
};
