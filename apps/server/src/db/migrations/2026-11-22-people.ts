import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connect.ts';
import { notNull, withId } from './columns.ts';

/** Follows, classrooms and their members, and feedback videos. */
export const people = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('follows')
      .addColumn('follower_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('followee_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', notNull)
      .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'followee_id'])
      .execute();
    // The primary key answers "whom do I follow"; this answers "who follows me".
    await db.schema.createIndex('follows_followee').on('follows').columns(['followee_id', 'follower_id']).execute();

    await withId(db.schema.createTable('classrooms'), dialect)
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      .addColumn('join_code', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('classrooms_owner').on('classrooms').column('owner_id').execute();

    await db.schema
      .createTable('classroom_members')
      .addColumn('classroom_id', 'integer', (c) => c.notNull().references('classrooms.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('joined_at', 'text', notNull)
      .addPrimaryKeyConstraint('classroom_members_pk', ['classroom_id', 'user_id'])
      .execute();
    await db.schema.createIndex('classroom_members_user').on('classroom_members').column('user_id').execute();

    await db.schema
      .createTable('feedback_videos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('original_name', 'text', notNull)
      .addColumn('stored_name', 'text', (c) => c.notNull().unique())
      .addColumn('size', 'bigint', notNull)
      .addColumn('mime', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('feedback_videos_owner').on('feedback_videos').columns(['owner_id', 'created_at']).execute();
  },
});
