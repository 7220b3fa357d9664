import { practiceEarningsCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

/** What practice pays (the price list), the daily cap and what it paid today. */
export const usePracticeEarnings = () => useQuery(callQuery('coins', practiceEarningsCall, sessionBody()));
