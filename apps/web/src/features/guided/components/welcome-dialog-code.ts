import { lazyScreen } from '@/lib/lazy-screen';

/**
 * A first visit's welcome (SPEC 4), drawn without the component library so that a new learner's
 * first screen does not wait for it. Its code loads when it first shows, or before, as soon as the
 * session says this is a first visit (app/early-calls.ts), so the welcome shows with the program.
 */
export const WelcomeDialog = lazyScreen(() => import('@/features/guided/components/welcome-dialog'), 'WelcomeDialog');
