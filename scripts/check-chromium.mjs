// `npm test` runs this first: the browser tests need Debian's chromium, and finding out after the
// type checks, the unit suite and a build wastes two minutes. Exits 2 with the install command.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function requireChromium() {
  if (existsSync(chromiumPath)) return;
  console.error(
    `the browser tests need Debian's chromium at ${chromiumPath}: install it with\n  apt-get install -y chromium\n(.ci/run does this; set CHROMIUM_PATH to use another path). Never npx playwright install.`
  );
  process.exit(2);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) requireChromium();
