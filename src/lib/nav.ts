/** The playground's pages, in nav order; `href` is the route (links add the base: $lib/paths). */
export interface NavItem {
  href: string;
  label: string;
  description: string;
}

export const NAV: NavItem[] = [
  { href: '/', label: 'Lint', description: 'Lint a tools/list catalog' },
  { href: '/bench', label: 'Bench', description: 'Benchmark whether descriptions carry tool selection' },
  { href: '/suites', label: 'Suites', description: 'Edit and run a toolgauge suite' },
  {
    href: '/traces',
    label: 'Traces',
    description: 'Score an agent trace: selection F1, orchestration, distractors, MCP-Atlas claims'
  }
];
