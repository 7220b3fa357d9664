import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { clientBody } from './client-body.ts';
import { errorEnvelope, successEnvelope } from './envelope.ts';
import { idField } from './fields.ts';

describe('contracts on zod/mini', () => {
  it('reads zod’s English messages where a check has none of its own', () => {
    const answer = successEnvelope({ name: z.string() }).safeParse({ httpResponse: 200, message: 'ok' });
    expect(answer.error?.issues).toEqual([expect.objectContaining({ path: ['name'], message: 'Invalid input: expected string, received undefined' })]);
  });

  it('keeps a field’s own messages, in the order of its checks', () => {
    expect(idField('quizId').safeParse('7').error?.issues[0]?.message).toBe('quizId must be a number');
    expect(idField('quizId').safeParse(1.5).error?.issues[0]?.message).toBe('quizId must be a whole number');
    expect(idField('quizId').safeParse(0).error?.issues[0]?.message).toBe('quizId must be positive');
    expect(idField('quizId').safeParse(2 ** 31).error?.issues[0]?.message).toBe('quizId is too large to be a quizId');
  });

  it('fills defaults as the classic API did', () => {
    expect(clientBody.parse({ env: 'production' })).toEqual({ env: 'production', username: '', password: '' });
    expect(errorEnvelope.parse({ httpResponse: 403, message: 'Please log in' })).toEqual({
      httpResponse: 403,
      message: 'Please log in',
      redirectURL: '',
      redirectType: '',
    });
  });
});
