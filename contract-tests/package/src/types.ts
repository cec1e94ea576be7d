/** What the packaged run provides to its test files besides the contract target (setup/types.ts). */
import '../../setup/types.js';

export interface PackagedRun {
  /** The tags chosen on the command line. */
  tags: string[];
  /** `--read-only`: only GET and HEAD leave the process. */
  readOnly: boolean;
}

declare module 'vitest' {
  export interface ProvidedContext {
    sxct: PackagedRun;
  }
}
