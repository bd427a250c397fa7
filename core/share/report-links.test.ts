import { describe, expect, it } from 'vitest';
import type { FileLink } from './report-links.ts';
import { shareMarkdown, shareTextLines, withShareMarkdown } from './report-links.ts';

const ok = (file: string, url: string): FileLink => ({ file, link: { ok: true, url, chars: url.length } });
const big: FileLink = {
  file: 'big.json',
  link: {
    ok: false,
    chars: 90_000,
    reason: 'too big for a share link (88 KB, over the 64 KB a link can carry)',
    message: 'the report is too big …; share the HTML report instead (x)'
  }
};

describe('share links in reports', () => {
  it('text: one share line, or one per file when there are several', () => {
    expect(shareTextLines([ok('a.json', 'https://a.io/view/#s=1.x')])).toBe('share: https://a.io/view/#s=1.x\n');
    expect(shareTextLines([ok('a.json', 'https://a.io/view/#s=1.x'), big])).toBe(
      'share (a.json): https://a.io/view/#s=1.x\nshare (big.json): the report is too big …; share the HTML report instead (x)\n'
    );
  });
  it('text: a file name cannot reach the terminal as control characters', () => {
    expect(shareTextLines([ok('a\u001b[2J.json', 'u'), ok('b', 'v')])).toContain('a\\u001b[2J.json');
  });
  it('markdown: the link under the first heading; the rest of the report unchanged', () => {
    const md = '## toolgauge lint: a.json\n\n**Score** 0.5\n';
    expect(withShareMarkdown(md, [ok('a.json', 'https://a.io/view/#s=1.x')])).toBe(
      '## toolgauge lint: a.json\n\n> [Open the full report](<https://a.io/view/#s=1.x>) in the toolgauge playground (the report travels in the link; nothing is uploaded).\n\n**Score** 0.5\n'
    );
    expect(withShareMarkdown('no heading\n', [ok('a', 'u')])).toMatch(/^> \[Open the full report\]\(<u>\)/);
    expect(withShareMarkdown(md, [])).toBe(md);
  });
  it('markdown: too big says so and points to the HTML report, with no link', () => {
    const block = shareMarkdown([big]);
    expect(block).toBe(
      '> The full report is too big for a share link \\(88 KB, over the 64 KB a link can carry\\); see the HTML report attached to this run instead.\n'
    );
    expect(block).not.toContain('](');
  });
  it('markdown: file names are escaped', () => {
    expect(shareMarkdown([ok('a](javascript:x).json', 'u'), ok('b', 'v')])).toContain('a\\]\\(javascript:x\\).json');
  });
});
