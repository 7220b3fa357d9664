import { submitQuizCall } from '@soroban/contracts';
import { callApi, sessionBody } from '@/lib/api-client';
import { flushPending } from '@/features/practice/offline/pending-submissions';

/** Sends the answers kept on this device through the one submit call. */
export const sendPendingSubmissions = () => flushPending((submission) => callApi(submitQuizCall, { ...sessionBody(), ...submission }));
