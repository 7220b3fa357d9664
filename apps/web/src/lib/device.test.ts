import { describe, expect, it } from 'vitest';
import { deviceType, osName } from '@/lib/device';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';

describe('device detection', () => {
  it('names the operating system', () => {
    expect(osName(IPHONE)).toBe('iOS');
    expect(osName(ANDROID)).toBe('Android');
    expect(osName('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Windows');
  });

  it('tells an Android phone from a tablet by width (SPEC 9: 480 portrait, 992 landscape)', () => {
    expect(deviceType(ANDROID, 412, 915)).toBe('phone');
    expect(deviceType(ANDROID, 800, 1280)).toBe('tablet');
    expect(deviceType(ANDROID, 915, 412)).toBe('phone');
    expect(deviceType(ANDROID, 1280, 800)).toBe('tablet');
    expect(deviceType(IPHONE, 390, 844)).toBe('phone');
  });
});
