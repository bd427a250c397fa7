import { describe, expect, it } from 'vitest';
import type { SpecVersion } from '../spec-versions.ts';
import { mcp002IconScheme as rule } from './mcp-002-icon-scheme.ts';

const run = (icons: unknown, spec: SpecVersion = '2026-07-28') =>
  rule.check({ options: {}, spec, name: 't', description: 'd', tool: { name: 't', icons } });

describe('MCP-002 icon-scheme', () => {
  it.each([
    [
      'javascript:',
      [{ src: 'javascript:alert(1)' }],
      [
        {
          messageId: 'scheme',
          data: { index: 0, src: '"javascript:alert(1)"', scheme: 'a javascript: URI (script)' },
          pointer: '/icons/0/src'
        }
      ]
    ],
    [
      'file:',
      [{ src: 'file:///etc/passwd' }],
      [
        {
          messageId: 'scheme',
          data: { index: 0, src: '"file:///etc/passwd"', scheme: 'a file: URI' },
          pointer: '/icons/0/src'
        }
      ]
    ],
    [
      'http: (not https)',
      [{ src: 'https://a.example/i.png' }, { src: 'http://a.example/i.png' }],
      [
        {
          messageId: 'scheme',
          data: { index: 1, src: '"http://a.example/i.png"', scheme: 'a http: URI' },
          pointer: '/icons/1/src'
        }
      ]
    ],
    [
      'ws: in capitals',
      [{ src: 'WS://a.example/i' }],
      [
        {
          messageId: 'scheme',
          data: { index: 0, src: '"WS://a.example/i"', scheme: 'a ws: URI' },
          pointer: '/icons/0/src'
        }
      ]
    ],
    [
      'a relative path',
      [{ src: '/static/icon.png' }],
      [
        {
          messageId: 'scheme',
          data: { index: 0, src: '"/static/icon.png"', scheme: 'a URI with no scheme' },
          pointer: '/icons/0/src'
        }
      ]
    ],
    [
      'an icon with no src',
      [{ mimeType: 'image/png' }],
      [{ messageId: 'no-src', data: { index: 0 }, pointer: '/icons/0' }]
    ],
    [
      'icons that are not a list',
      'https://a.example/i.png',
      [{ messageId: 'not-list', data: { found: '"https://a.example/i.png"' }, pointer: '/icons' }]
    ]
  ])('fires on %s', (_label, icons, expected) => {
    expect(run(icons)).toEqual(expected);
  });

  it.each([
    ['https', [{ src: 'https://example.com/weather-icon.png', mimeType: 'image/png', sizes: ['48x48'] }]],
    ['data:', [{ src: 'data:image/png;base64,iVBORw0KGgo=' }]],
    ['no icons', undefined],
    ['an empty list', []]
  ])('does not fire on %s', (_label, icons) => {
    expect(run(icons)).toEqual([]);
  });

  it('2025-11-25 has the same icon rule; 2025-06-18 has no icons on tools', () => {
    expect(run([{ src: 'file:///x.png' }], '2025-11-25').map((f) => f.messageId)).toEqual(['scheme']);
    expect(run([{ src: 'file:///x.png' }], '2025-06-18')).toEqual([]);
  });
});
