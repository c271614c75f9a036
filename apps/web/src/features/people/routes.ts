// Query parameters of the people screens; the screens' addresses are in the contract's kinds registry.

/** Query parameters that carry the record being edited, so a reload keeps working. */
export const ENTITY_PARAM = 'entityId';
export const PRIMARY_PARAM = 'primaryId';
export const STEP_PARAM = 'step';
