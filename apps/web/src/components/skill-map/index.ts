export { ClassHeatmapView, ClassSkillHeatmap } from './class-heatmap';
export { SkillMap, SkillMapView, cellLabel } from './skill-map';
export { useClassSkillHeatmap, useSkillMap } from './skill-map-api';
