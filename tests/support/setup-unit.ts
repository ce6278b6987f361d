import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lays nothing out and has no scrollIntoView, which components call on focus (TextArea) or
// when they appear; there is nothing to scroll. A test that checks the call installs its own spy.
// (Files that run in Node, `@vitest-environment node`, have no Element.)
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= () => undefined;

afterEach(() => {
  cleanup();
});
