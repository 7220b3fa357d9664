import type { Top100Row } from '@soroban/contracts';
import type { CallContext } from '../lib/call-route.ts';
import { isoWeek } from '../lib/iso-week.ts';
import { type RankedRow, rankOf, topRows } from '../repositories/social.ts';

/** Equal points share a rank (people with more points, plus one), the same rule as rankOf; within a tie rows are in userId order. */
function ranked(rows: RankedRow[], viewerId: number): Top100Row[] {
  const ranks: number[] = [];
  rows.forEach((row, index) => ranks.push(index > 0 && rows[index - 1]?.points === row.points ? (ranks[index - 1] ?? index + 1) : index + 1));
  return rows.map((row, index) => ({
    rank: ranks[index] ?? index + 1,
    userId: row.user_id,
    displayName: row.display_name,
    points: row.points,
    isFriend: row.is_friend === 1,
    isMe: row.user_id === viewerId,
  }));
}

/**
 * The top 100 of a learning path by server-graded points (the practice feature keeps the
 * per-period totals in points_totals): this ISO week on the server's clock, or all time, friends
 * flagged, and the viewer's own rank even outside the 100.
 */
export async function top100(ctx: Pick<CallContext, 'db' | 'now' | 'user'>, lpath: string, period: 'week' | 'all') {
  const viewerId = ctx.user.id;
  const periodKey = period === 'all' ? 'all' : isoWeek(ctx.now);
  const db = ctx.db.kysely;
  const [rows, me] = await Promise.all([topRows(db, lpath, periodKey, { viewerId }), rankOf(db, viewerId, lpath, periodKey)]);
  return { periodKey, rows: ranked(rows, viewerId), me };
}
