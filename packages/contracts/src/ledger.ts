import { z } from 'zod/mini';
import { clientBody } from './client-body.ts';
import { apiPath, defineCall, successEnvelope } from './envelope.ts';
import { idField, integer } from './fields.ts';

export const ledgerEntry = z.object({
  entryId: integer,
  amount: integer,
  balanceAfter: integer,
  reason: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const walletCall = defineCall(
  apiPath('wallet_api'),
  z.extend(clientBody, { beforeEntryId: z.optional(idField('beforeEntryId')) }),
  successEnvelope({ balance: integer, entries: z.array(ledgerEntry), hasMore: z.boolean() }),
);
