import { classSkillHeatmapCall, skillMapCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

/*
 * The skill map's calls. A shared component rather than a feature: the profile shows one's own map,
 * the classroom a student's and the class heat map, and a feature never imports another.
 */

/** skill_map_api: one's own map, or (a teacher) a student's. */
export const useSkillMap = (studentId?: number) =>
  useQuery(callQuery('skills', skillMapCall, studentId === undefined ? sessionBody() : { ...sessionBody(), studentId }));

/** class_skill_heatmap_api: the class's mean mastery and weak students per complement cell. */
export const useClassSkillHeatmap = (classroomId: number) => useQuery(callQuery('skills', classSkillHeatmapCall, { ...sessionBody(), classroomId }));
