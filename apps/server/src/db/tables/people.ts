import type { Generated } from 'kysely';

/** One row per follow; two rows pointing at each other make a friendship. */
export interface FollowsTable {
  follower_id: number;
  followee_id: number;
  created_at: string;
}

export interface ClassroomsTable {
  id: Generated<number>;
  owner_id: number;
  name: string;
  /** 8 characters of JOIN_CODE_ALPHABET, unique. */
  join_code: string;
  created_at: string;
}

export interface ClassroomMembersTable {
  classroom_id: number;
  user_id: number;
  joined_at: string;
}

export interface PeopleTables {
  follows: FollowsTable;
  classrooms: ClassroomsTable;
  classroom_members: ClassroomMembersTable;
}
