// The version of stored page data. Kept apart so the editor can read it without the sanitiser.
export const PAGE_SCHEMA_VERSION = 1;
