import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissReportedError } from '@/components/error-reporting';

afterEach(() => {
  cleanup();
  dismissReportedError();
});
