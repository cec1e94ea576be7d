/**
 * Entry of the published `sextant` command: sdk/scripts/build-cli.mjs bundles
 * this file with esbuild into the SDK package's dist/cli.mjs (its "bin"), the document, the operation table and the
 * generated validators inlined. From the repo, bin/sextant.mjs runs main.ts through tsx instead.
 */
import { main } from './main.js';

// `sextant … | head` closes the pipe early: that is the reader's choice, not a failure.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

process.exitCode = await main({ argv: process.argv.slice(2) });
