/** SPEC 9: the dashboard's size and thumbnails, and the upload's timeout and concurrency. */
export const DASHBOARD_OPTIONS = { width: 750, height: 550, thumbnailWidth: 280, thumbnailType: 'image/jpeg' } as const;

/** SPEC 7 and 9: the file goes in `files[]`, one request per file, 30 s without progress, 5 at once. */
export const UPLOAD_LIMITS = { fieldName: 'files[]', timeoutMs: 30_000, concurrent: 5 } as const;

/**
 * The widget's strings of SPEC 8 (and SPEC 5's size limit in the words people know it by): set
 * explicitly so an Uppy update cannot change what the app says.
 */
export const UPPY_STRINGS = {
  missingRequiredMetaField: 'Missing required meta field(s)',
  missingRequiredMetaFields: { 0: 'Missing required meta field: %{fields}.', 1: 'Missing required meta fields: %{fields}.' },
  recoveredXFiles: {
    0: 'We could not fully recover 1 file. Please re-select it and resume the upload.',
    1: 'We could not fully recover %{smart_count} files. Please re-select them and resume the upload.',
  },
  recoveredAllFiles: 'We restored all files. You can now resume the upload.',
  sessionRestored: 'Session restored',
  noInternetConnection: 'No Internet connection',
  uploadStalled: 'Upload has not made any progress for %{seconds} seconds. You may want to retry it.',
  exceedsSize: '%{file} is larger than 45 MB (45,000,000 bytes). Record a shorter video and try again.',
  youCanOnlyUploadFileTypes: 'Only videos can be sent as feedback.',
  noMoreFilesAllowed: 'Send one video at a time.',
} as const;
