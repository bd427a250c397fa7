import { describe, expect, it } from 'vitest';
import { runRule } from './testing/one-tool.ts';
import { mask, sec007LiveSecret as rule } from './sec-007-live-secret.ts';

const tool = (description: string) => ({
  name: 'search',
  description,
  inputSchema: { type: 'object', properties: {} }
});
// Assembled at run time so that no secret scanner mistakes this test for a leak.
const k = (...parts: string[]) => parts.join('');

describe('SEC-007 live-secret', () => {
  it.each([
    ['AWS access key id', k('AKIA', 'Q3J7ZK2M4N6P8R1T'), 'AKIA•••••• (20 characters)'],
    ['GitHub token', k('ghp_', '4fQk2LmN8pR7sT1vW9xZ3bC5dE6gH0jK2mN4'), 'ghp_•••••• (40 characters)'],
    [
      'GitHub fine-grained token',
      k('github_pat_', '11ABCDEFG0a1b2c3d4e5f6_', 'g7h8i9j0k1l2m3n4o5p6q7r8s9t0u1v2w3x4y5z6A7B8C9D0E1F2G3'),
      'github_pat_•••••• (88 characters)'
    ],
    ['Stripe live key', k('sk_live_', '51H8aZq2eZvKYlo2C9x7Q3w1'), 'sk_live_•••••• (32 characters)'],
    ['OpenAI API key', k('sk-proj-', 'Ab3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1eF3hJ5'), 'sk-•••••• (44 characters)'],
    ['Slack token', k('xoxb-', '1234567890-9876543210-', 'AbCdEfGhIjKlMnOpQrStUvWx'), 'xoxb-•••••• (51 characters)'],
    ['GitLab token', k('glpat-', 'x7Kq2Lm9Np4Rs6Tv8Wx1'), 'glpat-•••••• (26 characters)'],
    ['Hugging Face token', k('hf_', 'Q7kLm2Np9Rs4Tv6Wx8Yz1Ab3Cd5Ef7Gh9Jk2'), 'hf_•••••• (39 characters)'],
    ['npm token', k('npm_', 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8'), 'npm_•••••• (40 characters)'],
    [
      'AWS secret access key',
      k('aws_secret_access_key=', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCY1z2A3b4C5d'),
      'aws_secret_access_key=•••••• (40 characters)'
    ],
    ['Google API key', k('AIza', 'SyD4x7Q2m9K3p8L1n5R6t0V2w4Y6z8B1c3E'), 'AIza•••••• (39 characters)']
  ])('fires on a %s and masks it', (kind, key, masked) => {
    expect(runRule(rule, tool(`Search the index. Authenticated with ${key} already.`))).toEqual([
      {
        rule: 'SEC-007',
        messageId: 'liveSecret',
        data: { where: 'the description', kind, masked },
        pointer: '/tools/0/description'
      }
    ]);
  });

  it('finds a private key block and a JWT in a parameter default and an enum value', () => {
    const pem = k(
      '-----BEGIN RSA ',
      'PRIVATE KEY-----\n',
      'MIIEowIBAAKCAQEA7b9Xq2Lr4kTz8wYp5uN3mC1vB6xH0jD9sF2gA4eR7tY1iU8oP\n',
      'q3W5zX7cV9bN2mL4kJ6hG8fD0sA1qW3eR5tY7uI9oP-----END RSA PRIVATE KEY-----'
    );
    const jwt = k(
      'eyJhbGciOiJIUzI1NiJ9',
      '.',
      'eyJzdWIiOiJhZG1pbi0xNyIsInJvbGUiOiJvd25lciJ9',
      '.',
      'Qm9vdHN0cmFwS2V5U2lnbmF0dXJlMTIzNDU2'
    );
    const t = {
      name: 'deploy',
      description: 'Deploy.',
      inputSchema: {
        type: 'object',
        properties: { key: { type: 'string', default: pem }, auth: { type: 'string', enum: [jwt] } }
      }
    };
    expect(runRule(rule, t).map((f) => [f.data.kind, f.pointer])).toEqual([
      ['private key', '/tools/0/inputSchema/properties/key/default'],
      ['JSON Web Token', '/tools/0/inputSchema/properties/auth/enum/0']
    ]);
  });

  it.each([
    ["AWS's documented sample key", k('AKIA', 'IOSFODNN7EXAMPLE')],
    ['a placeholder OpenAI key', k('sk-', 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx')],
    ['a Stripe test key', k('sk_test_', '4eC39HqLyjWDarjtT1zdp7dc')],
    [
      "jwt.io's sample token",
      k(
        'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9',
        '.',
        'eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ',
        '.',
        'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'
      )
    ],
    ['a PEM header named as a format', 'A PEM string starting with -----BEGIN PRIVATE KEY-----'],
    ['a server name that starts with sk-', 'Connect to sk-manager-server.'],
    ['an environment variable name', 'Reads GITHUB_TOKEN and OPENAI_API_KEY from the server environment.']
  ])('does not fire on %s', (_label, text) => {
    expect(runRule(rule, tool(`Search the index. ${text}`))).toEqual([]);
  });

  it('never shows the secret part', () => {
    expect(mask({ kind: 'GitHub token', keep: 4 }, 'ghp_abcdef')).toBe('ghp_•••••• (10 characters)');
  });
});
