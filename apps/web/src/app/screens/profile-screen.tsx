import { FeedbackVideoButton } from '@/features/feedback-video/components/feedback-video-button';
import { ProfileScreen as SocialProfileScreen } from '@/features/social/components/profile-screen';

/** The profile with the feedback video upload on one's own (features compose here, not in each other). */
export function ProfileScreen() {
  return <SocialProfileScreen ownActions={<FeedbackVideoButton />} />;
}
