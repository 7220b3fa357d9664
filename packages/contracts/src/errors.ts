/** The error catalogue of SPEC 8: the dialog title for each httpResponse code. */
export const ERROR_TITLES: Readonly<Record<number, string>> = {
  401: 'Login Attempt Failed',
  402: 'Account Disabled',
  403: 'Please Login',
  405: 'User Session Not Recognized',
  418: 'Updating Version',
  // Not in SPEC 8's table, where it fell back to a bare "Error": the person only has to wait.
  429: 'Please Wait a Moment',
  444: 'Something Went Wrong',
};

export const errorTitle = (code: number): string => ERROR_TITLES[code] ?? 'Error';

/** Codes the server answers; the names say when each is used. */
export const ErrorCode = {
  badInput: 400,
  wrongCredentials: 401,
  accountDisabled: 402,
  noSession: 403,
  notFound: 404,
  unknownSession: 405,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  outdatedClient: 418,
  tooManyRequests: 429,
  /** The server's disk is nearly full: uploads wait until an administrator makes room. */
  insufficientStorage: 507,
  serverFault: 444,
} as const;
