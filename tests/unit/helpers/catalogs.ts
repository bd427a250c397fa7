/** Two small catalogs the CLI tests share: one that meets every rule, one with a critical finding. */
export const clean = {
  tools: [
    {
      name: 'get_forecast',
      description: 'Get the weather forecast for a city. Returns JSON with daily highs, lows and conditions.',
      inputSchema: {
        type: 'object',
        properties: { city: { type: 'string', description: 'City name, for example Paris' } },
        required: ['city']
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
      examples: [{ city: 'Paris' }]
    }
  ]
};
export const broken = {
  tools: [{ name: 'x', inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] } }]
};
