import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in for the web app's build, so the server mounts its page and static routes: index.html,
 * site.html, the logo a signed-in page's frame draws, one hashed asset (assets/main-abc123.js) and,
 * when given, the manifest the server reads to name a screen's code in its page. The real build is
 * exercised by the e2e suite.
 */
export function standInBuild(manifest?: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), 'soroban-quiz-web-'));
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><head><title>app</title></head><body><div id="root"></div></body>');
  writeFileSync(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64"/></svg>\n');
  writeFileSync(join(dir, 'site.html'), '<!doctype html><title>site</title>');
  writeFileSync(join(dir, 'assets', 'main-abc123.js'), 'console.log(1)');
  if (manifest) {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
