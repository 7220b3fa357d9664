import { FeedbackVideoButton } from '@/features/feedback-videos/components/feedback-video-button';
import { ProfileScreen } from '@/features/social/components/profile-screen';

/** /launchpad/profile: the profile, with the feedback video upload on one's own. */
export function ProfileRoute() {
  return <ProfileScreen ownActions={<FeedbackVideoButton />} />;
}
