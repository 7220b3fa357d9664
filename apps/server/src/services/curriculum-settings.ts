import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_BASE_PATH } from '../config.ts';

/** Welcome-video locations and the share card of the guided launchpad (SPEC 3, 4). */
export interface GuidedSettings {
  existingUserGuideVideoLocation: string;
  iphoneInstallVideoLocation: string;
  androidInstallVideoLocation: string;
  generalInstallVideoLocation: string;
  shareImage: string;
}

/**
 * From GUIDED_* environment variables; by default the guide is the in-app 'Meet the soroban' lesson
 * (no network needed) and the install videos are files an operator can drop into the web build.
 */
export function loadGuidedSettings(env: NodeJS.ProcessEnv = process.env): GuidedSettings {
  return {
    existingUserGuideVideoLocation: env.GUIDED_GUIDE_VIDEO ?? 'lesson:soroban-parts',
    iphoneInstallVideoLocation: env.GUIDED_IPHONE_INSTALL_VIDEO ?? `${WEB_BASE_PATH}/videos/install-iphone.mp4`,
    androidInstallVideoLocation: env.GUIDED_ANDROID_INSTALL_VIDEO ?? `${WEB_BASE_PATH}/videos/install-android.mp4`,
    generalInstallVideoLocation: env.GUIDED_GENERAL_INSTALL_VIDEO ?? `${WEB_BASE_PATH}/videos/install-general.mp4`,
    shareImage: env.GUIDED_SHARE_IMAGE ?? `${WEB_BASE_PATH}/logo.svg`,
  };
}

type WelcomeVideos = Pick<
  GuidedSettings,
  'existingUserGuideVideoLocation' | 'iphoneInstallVideoLocation' | 'androidInstallVideoLocation' | 'generalInstallVideoLocation'
>;

const IN_BUILD = `${WEB_BASE_PATH}/videos/`;

/**
 * The welcome-video locations to send, with '' for a location inside the web build's videos/ folder
 * whose file is not there (the defaults until an operator drops the videos in): the browser would
 * only fetch a 404, and '' makes the welcome dialog show SPEC 2.4's failure text straight away.
 * Looked up on every call, so videos dropped into a running server's build are sent at once.
 */
export function welcomeVideos(settings: GuidedSettings, webDistDir: string): WelcomeVideos {
  const sendable = (location: string) => (location.startsWith(IN_BUILD) && !existsSync(join(webDistDir, location.slice(WEB_BASE_PATH.length))) ? '' : location);
  return {
    existingUserGuideVideoLocation: sendable(settings.existingUserGuideVideoLocation),
    iphoneInstallVideoLocation: sendable(settings.iphoneInstallVideoLocation),
    androidInstallVideoLocation: sendable(settings.androidInstallVideoLocation),
    generalInstallVideoLocation: sendable(settings.generalInstallVideoLocation),
  };
}
