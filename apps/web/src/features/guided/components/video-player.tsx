import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { LessonPlayer } from '@/features/guided/components/lesson-player';

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
 * `onLessonEnd` is told when an in-app lesson reaches its last step.
 */
export function VideoPlayer({ location, title, onLessonEnd }: { location: string; title: string; onLessonEnd?: () => void }) {
  const [failed, setFailed] = useState(false);
  if (isLessonLocation(location)) return <LessonPlayer lessonId={location.slice('lesson:'.length)} onReachedEnd={onLessonEnd} />;
  if (failed || !location) {
    return (
      <Alert severity="warning" role="alert" data-location={location}>
        {VIDEO_FAILURE[0]} {VIDEO_FAILURE[1]}
      </Alert>
    );
  }
  const id = youtubeId(location);
  return (
    <Box sx={{ position: 'relative', pt: '56.25%' }} data-location={location}>
      {id ? (
        <iframe
          title={title}
          src={`https://www.youtube-nocookie.com/embed/${id}`}
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
          onError={() => setFailed(true)}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <video controls src={location} onError={() => setFailed(true)} style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }} />
      )}
    </Box>
  );
}
