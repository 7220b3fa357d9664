import { describe, expect, it } from 'vitest';
import { welcomeVideo } from '@/features/guided/components/welcome-dialog';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

const all = {
  iphoneInstallVideoLocation: '/videos/install-iphone.mp4',
  androidInstallVideoLocation: '/videos/install-android.mp4',
  existingUserGuideVideoLocation: 'lesson:soroban-parts',
  generalInstallVideoLocation: '/videos/install.mp4',
};

describe('welcomeVideo', () => {
  it('picks the video made for the device', () => {
    expect(welcomeVideo(all, IPHONE)).toBe('/videos/install-iphone.mp4');
    expect(welcomeVideo(all, ANDROID)).toBe('/videos/install-android.mp4');
    expect(welcomeVideo(all, DESKTOP)).toBe('lesson:soroban-parts');
    expect(welcomeVideo({ ...all, existingUserGuideVideoLocation: '' }, DESKTOP)).toBe('/videos/install.mp4');
  });

  it('gives a phone the guide when its install video is not installed (sent empty)', () => {
    const none = { ...all, iphoneInstallVideoLocation: '', androidInstallVideoLocation: '', generalInstallVideoLocation: '' };
    expect(welcomeVideo(none, IPHONE)).toBe('lesson:soroban-parts');
    expect(welcomeVideo(none, ANDROID)).toBe('lesson:soroban-parts');
    expect(welcomeVideo({ ...none, existingUserGuideVideoLocation: '' }, IPHONE)).toBe('');
  });
});
