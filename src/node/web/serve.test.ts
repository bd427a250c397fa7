import { describe, expect, it } from 'vitest';
import { ASSET_CSP, isAsset } from './serve.ts';

describe('the playground server: which responses get the file policy', () => {
  it.each([
    ['/_app/immutable/workers/core.worker-abc.js', true],
    ['/_app/version.json', true],
    ['/favicon.png', true],
    ['/schema/v1.json?x=1', true],
    ['/', false],
    ['/lint', false],
    ['/index.html', false]
  ])('%s -> %s', (url, asset) => {
    expect(isAsset(url)).toBe(asset);
  });

  it('forbids connections to other origins and has no script allowance beyond the app', () => {
    expect(ASSET_CSP).toContain("connect-src 'self'");
    expect(ASSET_CSP).toContain("script-src 'self';");
    expect(ASSET_CSP).not.toContain('unsafe-eval');
  });
});
