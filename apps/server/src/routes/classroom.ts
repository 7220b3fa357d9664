import {
  classroomDashboardCall,
  classroomStudentsCall,
  createClassroomCall,
  deleteClassroomCall,
  joinClassroomCall,
  joinedClassroomsCall,
  leaveClassroomCall,
  ownedClassroomsCall,
  removeStudentCall,
  renameClassroomCall,
} from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { CREATED, OK, mountCall } from '../lib/call-route.ts';
import {
  classroomDashboard,
  classroomProgress,
  createOwnClassroom,
  deleteOwnClassroom,
  joinClassroom,
  joinedClassroomsOf,
  leaveClassroom,
  ownClassrooms,
  removeStudent,
  renameOwnClassroom,
} from '../services/classroom.ts';

/** Classrooms: teachers own them and follow their students; students join by code (services/classroom.ts). */
export default async function classroomRoutes(app: FastifyInstance) {
  mountCall(app, createClassroomCall, async (body, ctx) => {
    const classroom = await createOwnClassroom(ctx, body.name);
    return { httpResponse: CREATED, message: `Classroom created. Students join with the code ${classroom.joinCode}.`, classroom };
  });

  mountCall(app, ownedClassroomsCall, async (_body, ctx) => ({ httpResponse: OK, message: 'OK', classrooms: await ownClassrooms(ctx) }));

  mountCall(app, renameClassroomCall, async (body, ctx) => ({
    httpResponse: OK,
    message: 'Classroom renamed.',
    classroom: await renameOwnClassroom(ctx, body.classroomId, body.name),
  }));

  mountCall(app, deleteClassroomCall, async (body, ctx) => {
    await deleteOwnClassroom(ctx, body.classroomId);
    return { httpResponse: OK, message: 'Classroom deleted. Its students keep their own results and videos.' };
  });

  mountCall(app, classroomStudentsCall, async (body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await classroomProgress(ctx, body.classroomId)) }));

  mountCall(app, classroomDashboardCall, async (body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await classroomDashboard(ctx, body.classroomId)) }));

  mountCall(app, removeStudentCall, async (body, ctx) => {
    await removeStudent(ctx, body.classroomId, body.userId);
    return { httpResponse: OK, message: 'Student removed from the classroom.' };
  });

  mountCall(app, joinClassroomCall, async (body, ctx) => {
    const classroom = await joinClassroom(ctx, body.joinCode);
    return { httpResponse: OK, message: `You joined ${classroom.name}.`, classroom };
  });

  mountCall(app, joinedClassroomsCall, async (_body, ctx) => ({ httpResponse: OK, message: 'OK', classrooms: await joinedClassroomsOf(ctx) }));

  mountCall(app, leaveClassroomCall, async (body, ctx) => {
    await leaveClassroom(ctx, body.classroomId);
    return { httpResponse: OK, message: 'You left the classroom.' };
  });
}
