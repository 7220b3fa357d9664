import { z } from 'zod';
import { clientBody } from './client-body.ts';
import { apiPath, defineCall, successEnvelope } from './envelope.ts';
import { idField } from './fields.ts';

export const ledgerEntry = z.object({
  entryId: z.number().int(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const walletCall = defineCall(
  apiPath('wallet_api'),
  clientBody.extend({ beforeEntryId: idField('beforeEntryId').optional() }),
  successEnvelope({ balance: z.number().int(), entries: z.array(ledgerEntry), hasMore: z.boolean() }),
);
