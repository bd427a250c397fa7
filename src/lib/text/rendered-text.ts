/** The text a server-rendered component shows (tags and Svelte's comment markers removed), for tests. */
export function renderedText(html: string): string {
  return html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, '');
}
