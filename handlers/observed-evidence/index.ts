export * from './ingestObservedEvidence.js';
export * from './hashObservedIdentifiers.js';
export * from './exportObservedEvidence.js';
export * from './confirmEvidenceReconciliation.js';
export * from './deleteOwnObservedEvidence.js';
