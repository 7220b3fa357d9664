import { describe, expect, it } from 'vitest';
import { SCREEN_EARLY_CALLS, screenPath } from './web-page.ts';

describe('screenPath', () => {
  it('reads the screen under the base as the early calls are keyed, with or without a trailing slash', () => {
    expect(screenPath('/app/launchpad', '/app')).toBe('/launchpad');
    expect(screenPath('/app/launchpad-guided/', '/app')).toBe('/launchpad-guided');
    expect(SCREEN_EARLY_CALLS[screenPath('/app/launchpad//', '/app') ?? '']).toBeDefined();
    expect(screenPath('/app', '/app')).toBe('');
    expect(screenPath('/elsewhere/launchpad', '/app')).toBeUndefined();
  });
});
