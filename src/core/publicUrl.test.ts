/** publicUrlOf (src/core/publicUrl.ts): the base URL clients are given, for every kind of HOST, with and without SEXTANT_PUBLIC_URL. */
import { describe, expect, it } from 'vitest';
import { publicUrlOf } from './publicUrl.js';

const HOSTS: [string | undefined, string][] = [
  [undefined, 'http://127.0.0.1:3000'],
  ['', 'http://127.0.0.1:3000'],
  ['127.0.0.1', 'http://127.0.0.1:3000'],
  ['0.0.0.0', 'http://127.0.0.1:3000'],
  ['::', 'http://127.0.0.1:3000'],
  ['[::]', 'http://127.0.0.1:3000'],
  ['10.0.0.5', 'http://10.0.0.5:3000'],
  ['::1', 'http://[::1]:3000'],
  ['fd00::5', 'http://[fd00::5]:3000'],
  ['sextant.lan', 'http://sextant.lan:3000'],
  [' 10.0.0.5 ', 'http://10.0.0.5:3000'],
];

describe('publicUrlOf', () => {
  it.each(HOSTS)('HOST=%j → %s', (host, url) => {
    expect(publicUrlOf({ HOST: host }, 3000)).toBe(url);
  });
  it.each(HOSTS)('HOST=%j with SEXTANT_PUBLIC_URL: always the public URL, without its trailing slashes', (host) => {
    expect(publicUrlOf({ HOST: host, SEXTANT_PUBLIC_URL: 'https://sextant.example.com//' }, 3000)).toBe('https://sextant.example.com');
  });
});
