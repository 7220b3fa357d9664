/** What the login event reports about the device (SPEC 7) and what the welcome video depends on. */
export type OSName = 'iOS' | 'Android' | 'Windows' | 'macOS' | 'Linux' | 'ChromeOS' | 'Other';

export function osName(userAgent = navigator.userAgent): OSName {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'iOS';
  if (/Android/i.test(userAgent)) return 'Android';
  if (/CrOS/i.test(userAgent)) return 'ChromeOS';
  if (/Windows/i.test(userAgent)) return 'Windows';
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'macOS';
  if (/Linux/i.test(userAgent)) return 'Linux';
  return 'Other';
}

/**
 * Phone, tablet or desktop. For Android, phone versus tablet is decided by width (SPEC 9): below
 * 480 px in portrait or 992 px in landscape is a phone.
 */
export function deviceType(userAgent = navigator.userAgent, width = window.innerWidth, height = window.innerHeight): 'phone' | 'tablet' | 'desktop' {
  if (/iPhone|iPod/i.test(userAgent)) return 'phone';
  if (/iPad/i.test(userAgent)) return 'tablet';
  if (/Android/i.test(userAgent)) {
    const portrait = height >= width;
    return width < (portrait ? 480 : 992) ? 'phone' : 'tablet';
  }
  return 'desktop';
}

/** Running from the home screen (installed), not in a browser tab. */
export const isStandalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as { standalone?: boolean }).standalone === true;

export const deviceReport = () => ({
  OSName: osName(),
  deviceType: deviceType(),
  language: navigator.language,
  standAlone: isStandalone(),
  userAgent: navigator.userAgent,
});
