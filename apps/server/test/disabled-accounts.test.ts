import {
  classroomStudentsCall,
  createClassroomCall,
  feedbackVideoUrl,
  followCall,
  followersListCall,
  joinClassroomCall,
  joinedClassroomsCall,
  ownedClassroomsCall,
  top100Call,
  userProfileCall,
  userSearchCall,
} from '@soroban/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDisabled } from '../src/services/accounts.ts';
import { startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let viewer: string;
let goneId: number;
let keptId: number;
let classroomId: number;
let goneJoinCode: string;

beforeAll(async () => {
  t = await startTestApp();
  const viewerId = (await t.createAccount('viewer@example.com', 'correct horse battery', 'Viewer'))!.id;
  viewer = await t.signIn('viewer@example.com');
  goneId = (await t.createAccount('gone@example.com', 'correct horse battery', 'Sora Gone'))!.id;
  keptId = (await t.createAccount('kept@example.com', 'correct horse battery', 'Sora Kept'))!.id;
  // Both rank above the viewer and follow the viewer, before one of them is disabled.
  for (const [id, email, points] of [
    [goneId, 'gone@example.com', 900],
    [keptId, 'kept@example.com', 500],
    [viewerId, 'viewer@example.com', 100],
  ] as const) {
    await t.db.kysely.insertInto('points_totals').values({ user_id: id, lpath: '1442', period: 'all', points }).execute();
    if (id !== viewerId) await t.call(followCall, { userId: viewerId }, await t.signIn(email));
  }
  // The viewer teaches both; the one to be disabled also teaches a class the viewer joined.
  const classroom = (await t.call(createClassroomCall, { name: 'Abacus Club' }, viewer)).classroom;
  classroomId = classroom.classroomId;
  const gone = await t.signIn('gone@example.com');
  for (const cookie of [gone, await t.signIn('kept@example.com')]) await t.call(joinClassroomCall, { joinCode: classroom.joinCode }, cookie);
  goneJoinCode = (await t.call(createClassroomCall, { name: "Gone's Club" }, gone)).classroom.joinCode;
  await t.call(joinClassroomCall, { joinCode: goneJoinCode }, viewer);
  await t.db.kysely
    .insertInto('feedback_videos')
    .values({
      id: 'gonegonegonegonegone',
      owner_id: goneId,
      original_name: 'take.mp4',
      stored_name: 'gonegonegonegonegone.mp4',
      size: 1,
      mime: 'video/mp4',
      created_at: '2026-11-22T09:30:00.000Z',
    })
    .execute();
  await setDisabled(t.db, goneId, true);
});
afterAll(async () => {
  await t.close();
});

describe('a disabled account is absent for everyone else', () => {
  it('has no profile and cannot be followed: 404 like an unknown id', async () => {
    expect((await t.fail(userProfileCall, { userId: goneId }, viewer)).httpResponse).toBe(404);
    expect((await t.fail(followCall, { userId: goneId }, viewer)).httpResponse).toBe(404);
    expect((await t.call(userProfileCall, { userId: keptId }, viewer)).profile.displayName).toBe('Sora Kept');
  });

  it('is not found by search nor listed among followers', async () => {
    const found = await t.call(userSearchCall, { query: 'sora', limit: 10 }, viewer);
    expect(found.users.map((u) => u.userId)).toEqual([keptId]);
    const followers = await t.call(followersListCall, { limit: 10 }, viewer);
    expect(followers.users.map((u) => u.userId)).toEqual([keptId]);
  });

  it('is not ranked in the top 100, and nobody ranks behind it', async () => {
    const top = await t.call(top100Call, { lpath: '1442', period: 'all' }, viewer);
    expect(top.rows.map((row) => row.userId)).not.toContain(goneId);
    expect(top.rows[0]?.userId).toBe(keptId);
    expect(top.me.rank).toBe(2);
  });

  it("is absent from its teacher's classroom: not listed, not counted, its videos not shown", async () => {
    const progress = await t.call(classroomStudentsCall, { classroomId }, viewer);
    expect(progress.students.map((student) => student.userId)).toEqual([keptId]);
    expect(progress.classroom.studentCount).toBe(1);
    const owned = await t.call(ownedClassroomsCall, {}, viewer);
    expect(owned.classrooms.find((c) => c.classroomId === classroomId)?.studentCount).toBe(1);
    const video = await t.app.inject({ method: 'GET', url: feedbackVideoUrl('gonegonegonegonegone'), headers: { cookie: viewer } });
    expect(video.statusCode).toBe(404);
  });

  it("takes its own classrooms with it: not among the student's, not joinable", async () => {
    expect((await t.call(joinedClassroomsCall, {}, viewer)).classrooms).toEqual([]);
    expect((await t.fail(joinClassroomCall, { joinCode: goneJoinCode }, viewer)).httpResponse).toBe(404);
  });
});
