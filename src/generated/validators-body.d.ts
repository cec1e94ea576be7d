/* generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`. */
export interface Validator {
  (data: unknown): boolean;
  errors?: { instancePath: string; keyword: string; params: Record<string, any>; message?: string; data?: unknown }[] | null;
}
export declare const runBatch_body: Validator;
export declare const setSubscription_body: Validator;
export declare const createVision_body: Validator;
export declare const updateVision_body: Validator;
export declare const renameVisionVersion_body: Validator;
export declare const createObjective_body: Validator;
export declare const createObjective_mcpBody: Validator;
export declare const updateObjective_body: Validator;
export declare const setObjectiveMetric_body: Validator;
export declare const setObjectiveAlignmentLink_body: Validator;
export declare const createMetric_body: Validator;
export declare const updateMetric_body: Validator;
export declare const createMetricValue_body: Validator;
export declare const createOpportunity_body: Validator;
export declare const updateOpportunity_body: Validator;
export declare const setOpportunityState_body: Validator;
export declare const createOpportunityObjectiveLink_body: Validator;
export declare const updateOpportunityObjectiveLink_body: Validator;
export declare const createTask_body: Validator;
export declare const updateTask_body: Validator;
export declare const setTaskStatus_body: Validator;
export declare const createTaskAssignment_body: Validator;
export declare const updateTaskAssignment_body: Validator;
export declare const createTeam_body: Validator;
export declare const updateTeam_body: Validator;
export declare const addTeamMember_body: Validator;
export declare const updateUser_body: Validator;
