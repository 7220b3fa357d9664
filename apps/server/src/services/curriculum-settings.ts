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
