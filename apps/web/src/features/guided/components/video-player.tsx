import { useState } from 'react';
import { PlainAlert } from '@/components/plain-alert';
import { LessonPlayer } from '@/features/guided/components/lesson-player';
import styles from '@/features/guided/components/video-player.module.css';

/** SPEC 2.4: the words shown when a video cannot load. */
export const VIDEO_FAILURE = [
  'We had some trouble loading the requested video on your device.',
  'Please check if your device is restricting YouTube videos and try again.',
] as const;

const youtubeId = (location: string) => /(?:youtube\.com\/(?:embed\/|watch\?v=)|youtu\.be\/)([\w-]{6,})/.exec(location)?.[1];

/** Whether a location is an in-app lesson, stepped to its end before it counts as done. */
export const isLessonLocation = (location: string) => location.startsWith('lesson:');

/**
 * Plays a lesson location: an in-app lesson ('lesson:<id>'), a video-hosting embed, or a video file.
 * `onLessonEnd` is told when an in-app lesson reaches its last step. Drawn without the component
 * library, as the welcome dialog of a first visit is (docs/decisions/0006).
 */
export function VideoPlayer({ location, title, onLessonEnd }: { location: string; title: string; onLessonEnd?: () => void }) {
  const [failed, setFailed] = useState(false);
  if (isLessonLocation(location)) return <LessonPlayer lessonId={location.slice('lesson:'.length)} onReachedEnd={onLessonEnd} />;
  if (failed || !location) {
    return (
      <PlainAlert severity="warning">
        {VIDEO_FAILURE[0]} {VIDEO_FAILURE[1]}
      </PlainAlert>
    );
  }
  const id = youtubeId(location);
  return (
    <div className={styles.frame} data-location={location}>
      {id ? (
        <iframe
          title={title}
          src={`https://www.youtube-nocookie.com/embed/${id}`}
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
          onError={() => setFailed(true)}
          className={styles.video}
        />
      ) : (
        <video controls src={location} onError={() => setFailed(true)} className={styles.video} />
      )}
    </div>
  );
}
