// The import and export screen's words (not in the spec: issue 41).
export const RECIPE_FILES_TITLE = 'Import and Export';
export const IMPORT_FAILED = 'Failed to import recipes. Please try again.';
export const EXPORT_FAILED = 'Failed to export cocktails. Please try again.';
export const STATUS_LABELS = { new: 'New', duplicate: 'Already yours', invalid: 'Skipped' } as const;
