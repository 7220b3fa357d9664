import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissReportedError } from '@/components/error-reporting';

// findBy… waits for lazily loaded screens; 1 s (the default) is too short on a busy machine, so the
// wait is generous but still bounded.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  dismissReportedError();
});
