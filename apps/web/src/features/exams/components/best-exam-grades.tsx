import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useBestExamGrades } from '@/features/exams/api/mock-exams';

const BODY_NAMES = { soroban: 'soroban', anzan: 'anzan', flash: 'flash' } as const;

/** One's best mock exam grade per body, as a way to the mock exams (on one's own profile). */
export function BestExamGrades() {
  const best = useBestExamGrades().data ?? [];
  return (
    <Button component={RouterLink} to="/launchpad/mockexams">
      {best.length === 0 ? 'Mock exams' : `Mock exams passed: ${best.map((b) => `${BODY_NAMES[b.body]} ${b.label}`).join(' · ')}`}
    </Button>
  );
}
