import type { FindingData } from './types.ts';

/** Fills `{{name}}` placeholders from the finding's data; unknown names stay visible. */
export function fillTemplate(template: string, data: FindingData): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => (key in data ? String(data[key]) : whole));
}
