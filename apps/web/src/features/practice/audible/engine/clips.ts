import manifest from '@content/audio/manifest.json';

/** Every clip's URL in the build (hashed, cacheable), keyed by clip id like 'en/40'. */
const files = import.meta.glob('@content/audio/**/*.ogg', { query: '?url', import: 'default', eager: true }) as Record<string, string>;

export function clipUrl(id: string): string {
  const entry = (manifest as Record<string, { file: string }>)[id];
  const url = entry && Object.entries(files).find(([path]) => path.endsWith(`/audio/${entry.file}`))?.[1];
  if (!url) throw new Error(`No audio clip '${id}'`);
  return url;
}
