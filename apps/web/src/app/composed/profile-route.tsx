import { BestExamGrades } from '@/features/exams/components/best-exam-grades';
import { FeedbackVideoButton } from '@/features/feedback-videos/components/feedback-video-button';
import { ProfileScreen } from '@/features/social/components/profile-screen';

/** /launchpad/profile: the profile, with the feedback video upload and the best mock exam grades on one's own. */
export function ProfileRoute() {
  return (
    <ProfileScreen
      ownActions={
        <>
          <FeedbackVideoButton />
          <BestExamGrades />
        </>
      }
    />
  );
}
