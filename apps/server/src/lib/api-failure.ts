import { ErrorCode } from '@soroban/contracts';

export interface FailureRedirect {
  redirectURL: string;
  redirectType: 'internal' | 'external' | '';
}

/** A failure the person can act on; the envelope plugin turns it into `{httpResponse, message, …}`. */
export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly redirect: FailureRedirect = { redirectURL: '', redirectType: '' },
  ) {
    super(message);
  }
}

const toLogin: FailureRedirect = { redirectURL: '/login', redirectType: 'internal' };

export const failures = {
  badInput: (message: string) => new ApiFailure(ErrorCode.badInput, message),
  notFound: (message: string) => new ApiFailure(ErrorCode.notFound, message),
  conflict: (message: string) => new ApiFailure(ErrorCode.conflict, message),
  wrongCredentials: () => new ApiFailure(ErrorCode.wrongCredentials, 'The email or password is not right. Check them and try again.'),
  accountDisabled: () => new ApiFailure(ErrorCode.accountDisabled, 'This account is disabled. Ask your teacher or the school to enable it again.'),
  noSession: () => new ApiFailure(ErrorCode.noSession, 'Please sign in to continue.', toLogin),
  unknownSession: () => new ApiFailure(ErrorCode.unknownSession, 'Your session has ended or is not recognized. Please sign in again.', toLogin),
  outdatedClient: () => new ApiFailure(ErrorCode.outdatedClient, 'A new version of Soroban Quiz is available. The page will reload to update.'),
  forbiddenOrigin: () => new ApiFailure(ErrorCode.noSession, 'This request came from another site, so it was refused. Use Soroban Quiz from its own address.'),
  /** A per-account quota is used up; `message` says which and when it frees up. */
  quotaReached: (message: string) => new ApiFailure(ErrorCode.tooManyRequests, message),
  /** `what`: 'sign-in attempts'…; `instead`: what else the person can do meanwhile, as a clause. */
  tooManyAttempts: (what: string, minutes: number, instead = '') =>
    new ApiFailure(ErrorCode.tooManyRequests, `Too many ${what}. Wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again${instead}.`),
};
