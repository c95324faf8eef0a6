// Before each component test file: Testing Library unmounts what a test rendered after it (Vitest has no
// globals here, so its automatic cleanup does not hook itself in).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
