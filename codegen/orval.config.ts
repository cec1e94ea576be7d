/** orval configuration for the client SDK in sdk/ (issue 2 §7). Run through `npm run gen`. */
import { defineConfig } from 'orval';

export default defineConfig({
  sextant: {
    input: { target: '../src/generated/openapi.json' },
    output: {
      mode: 'tags',
      target: '../sdk/src/generated/sextant.ts',
      schemas: '../sdk/src/generated/model',
      client: 'fetch',
      clean: true,
      prettier: false,
      headers: true, // typed header parameters (Idempotency-Key) on every mutation
      override: {
        header: () => ['generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.'],
        mutator: { path: '../sdk/src/runtime.ts', name: 'sextantFetch' },
      },
    },
  },
});
