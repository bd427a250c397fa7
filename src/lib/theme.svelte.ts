/** The system colour scheme, followed live (the page has no theme switch of its own). */
export class ColorScheme {
  #dark = $state(false);

  constructor() {
    if (typeof window === 'undefined' || !window.matchMedia) return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    this.#dark = query.matches;
    query.addEventListener('change', (e) => (this.#dark = e.matches));
  }

  get dark(): boolean {
    return this.#dark;
  }
}
