/** A feedback video on disk under config.uploadsDir; `id` is the random public id. */
export interface FeedbackVideosTable {
  id: string;
  owner_id: number;
  original_name: string;
  /** File name inside uploadsDir: the id and the extension of the sniffed container. */
  stored_name: string;
  size: number;
  mime: string;
  created_at: string;
}

export interface FeedbackVideoTables {
  feedback_videos: FeedbackVideosTable;
}
