import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import nl from 'virtual:messages/nl';
import { ToastProvider } from '@ankerlicht/ui';
import { RegistrationForm } from './RegistrationForm.tsx';

/**
 * The form builds its schema once per render (registrationFormSchema), so counting those calls
 * counts the form's renders.
 */
const formRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../registration/schema.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../registration/schema.ts')>();
  return {
    ...original,
    registrationFormSchema: (...args: Parameters<typeof original.registrationFormSchema>) => {
      formRenders.count += 1;
      return original.registrationFormSchema(...args);
    },
  };
});

const tree = (
  <IntlProvider locale="nl" defaultLocale="nl" messages={nl}>
    <ToastProvider>
      <RegistrationForm department="adults" onSuccess={() => {}} />
    </ToastProvider>
  </IntlProvider>
);

let root: Root | null = null;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

it('hydrates the form in one render: the fields registering do not render it again', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  formRenders.count = 0;
  await act(async () => {
    root = hydrateRoot(container, tree);
  });
  // Once, to hydrate, and not again once its fields have registered.
  expect(formRenders.count).toBe(1);

  // The count sees a render that happens: a submit of the empty form lists its errors.
  formRenders.count = 0;
  await act(async () => {
    container.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  expect(formRenders.count).toBeGreaterThan(0);
});
