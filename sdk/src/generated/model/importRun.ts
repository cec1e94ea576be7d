/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ImportRunFormat } from './importRunFormat';
import type { ImportRunSource } from './importRunSource';
import type { ImportRunStatus } from './importRunStatus';
import type { ImportRunOptions } from './importRunOptions';
import type { ImportRunPlanItem } from './importRunPlanItem';
import type { ImportRunPhaseCount } from './importRunPhaseCount';
import type { ImportRunCheckpoint } from './importRunCheckpoint';
import type { ImportRefusal } from './importRefusal';
import type { ImportRunError } from './importRunError';
import type { ImportRunStartedAt } from './importRunStartedAt';
import type { ImportRunHeartbeatAt } from './importRunHeartbeatAt';
import type { ImportRunFinishedAt } from './importRunFinishedAt';
import type { ImportRunDurationMs } from './importRunDurationMs';

/**
 * One import of a file into the org (spec 1 §2.10, §3.1; spec 2 §4.19; issue 19 §1), started by an admin with the admin CLI (`npm run admin -- import --org <id> --from <file> --format sextant-json | linear-csv`); never created over the API. `plan` is the rows per phase found in the file, `counts` what each phase did so far, `checkpoint` the last committed batch (where a resumed run continues; null before the first batch), `refused` the total of refused rows and `refusals` the first 20 of them, oldest first. `durationMs`: finishedAt − startedAt for a terminal run, now − startedAt while running or paused, null while pending.
 */
export interface ImportRun {
  id: string;
  format: ImportRunFormat;
  /** The file imported: its base name and fingerprint (the export's id for sextant-json, the file's sha256 for linear-csv); for a Sextant export, the org it came from and when it was exported. */
  source: ImportRunSource;
  status: ImportRunStatus;
  /** The options the import was started with (CLI flags). */
  options: ImportRunOptions;
  /** The phases in the order they run, with the rows of each found in the file. */
  plan: ImportRunPlanItem[];
  /** What each phase started so far did, in phase order. */
  counts: ImportRunPhaseCount[];
  /** The last committed batch: the section of the file, the records of it already done (offset), the records of the whole file done (records: where a resumed run continues), the batches committed so far and when. Null before the first batch. */
  checkpoint: ImportRunCheckpoint;
  /**
   * Rows refused in all phases.
   * @minimum 0
   */
  refused: number;
  /**
   * The first 20 refused rows, oldest first (refused holds how many there are in all).
   * @maxItems 20
   */
  refusals: ImportRefusal[];
  /** What the import noticed without refusing a row (unknown Linear status names, references left empty, ignored columns). */
  warnings: string[];
  /** failed: why, in one sentence. Null otherwise. */
  error: ImportRunError;
  createdAt: string;
  /** Null while pending. */
  startedAt: ImportRunStartedAt;
  /** When the run last committed a batch or changed status; null while pending. */
  heartbeatAt: ImportRunHeartbeatAt;
  /** Set when the run reaches completed, partial or failed. */
  finishedAt: ImportRunFinishedAt;
  /** @minimum 0 */
  durationMs: ImportRunDurationMs;
}
