import { apiPath } from '@soroban/contracts';
import { sessionBody } from '@/lib/api-client';

/**
 * guided_launchpad.php's path and body without its schemas, so that main.tsx can send it at boot
 * (sendEarly) from the first bundle; the screen's query takes that answer over and checks it.
 */
export const LAUNCHPAD_PATH = apiPath('guided_launchpad');
export const launchpadBody = () => ({ ...sessionBody(), requestedLevel: '' });
