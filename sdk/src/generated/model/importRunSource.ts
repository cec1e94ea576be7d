/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ImportRunSourceSourceOrgId } from './importRunSourceSourceOrgId';
import type { ImportRunSourceSourceOrgName } from './importRunSourceSourceOrgName';
import type { ImportRunSourceExportedAt } from './importRunSourceExportedAt';

/**
 * The file imported: its base name and fingerprint (the export's id for sextant-json, the file's sha256 for linear-csv); for a Sextant export, the org it came from and when it was exported.
 */
export type ImportRunSource = {
  name: string;
  fingerprint: string;
  sourceOrgId?: ImportRunSourceSourceOrgId;
  sourceOrgName?: ImportRunSourceSourceOrgName;
  exportedAt?: ImportRunSourceExportedAt;
};
