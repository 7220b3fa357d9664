import { top100Call } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { OK, mountLegacyCall } from '../lib/call-route.ts';
import { isoWeek } from '../lib/iso-week.ts';
import { rankOf, topRows } from '../repositories/social.ts';

/**
 * The top 100 of a learning path by server-graded points (the practice feature keeps the
 * per-period totals in points_totals): this ISO week or all time, friends flagged, and the
 * viewer's own rank even outside the 100.
 */
export default async function top100Routes(app: FastifyInstance) {
  const db = app.db.kysely;
  mountLegacyCall(app, top100Call, async (request) => {
    const viewer = await request.requireUser();
    const { lpath, period } = request.body;
    const periodKey = period === 'all' ? 'all' : isoWeek(app.clock());
    const [rows, me] = await Promise.all([topRows(db, lpath, periodKey, { viewerId: viewer.id }), rankOf(db, viewer.id, lpath, periodKey)]);
    // Equal points share a rank (people with more points, plus one), the same rule as `me.rank`;
    // within a tie the list is ordered by userId.
    const ranks: number[] = [];
    rows.forEach((row, index) => ranks.push(index > 0 && rows[index - 1]?.points === row.points ? (ranks[index - 1] ?? index + 1) : index + 1));
    return {
      httpResponse: OK,
      message: 'OK',
      lpath,
      period,
      periodKey,
      rows: rows.map((row, index) => ({
        rank: ranks[index] ?? index + 1,
        userId: row.user_id,
        displayName: row.display_name,
        points: row.points,
        isFriend: row.is_friend === 1,
        isMe: row.user_id === viewer.id,
      })),
      me,
    };
  });
}
