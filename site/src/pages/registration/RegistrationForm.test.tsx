import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

/** The page as the prerender writes it. */
function prerendered(): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  return container;
}

const notice = (container: ParentNode) => container.querySelector<HTMLElement>('[data-not-ready]');

/** The inline script of site/index.html's head, run as the browser runs it, before any module. */
function runIndexHtmlScript() {
  const html = readFileSync(path.resolve('site/index.html'), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('site/index.html has no inline script');
  new Function(script)();
}

let root: Root | null = null;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  runIndexHtmlScript();
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

describe('the registration form before the app is ready', () => {
  it('is prerendered so that it can never submit natively, with a hidden notice and a noscript notice', () => {
    const container = prerendered();
    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('dialog');
    expect(form?.hasAttribute('data-ready')).toBe(false);
    expect(container.querySelector('form noscript')).not.toBeNull();
    const hidden = notice(container);
    expect(hidden?.hidden).toBe(true);
    expect(hidden?.tabIndex).toBe(-1);
    expect(hidden?.querySelector('[role="alert"]')).toHaveTextContent(/De pagina is nog aan het laden/);
    expect(hidden?.querySelector('a[href^="tel:"]')).not.toBeNull();
    expect(hidden?.querySelector('a[href^="mailto:"]')).not.toBeNull();
  });

  it("index.html's script shows and focuses the notice on a submit before the app is ready", () => {
    const container = prerendered();
    const form = container.querySelector('form') as HTMLFormElement;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(notice(container)?.hidden).toBe(false);
    expect(document.activeElement).toBe(notice(container));
  });

  it('keeps the revealed notice through hydration, without hydration errors, and marks the form ready', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = prerendered();
    (notice(container) as HTMLElement).hidden = false;
    await act(async () => {
      root = hydrateRoot(container, tree);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('form')?.hasAttribute('data-ready')).toBe(true);
    expect(notice(container)?.hidden).toBe(false);

    // From now on the app handles a submit (here an empty form: the summary lists the problems),
    // and the notice goes.
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    await act(async () => {
      container.querySelector('form')?.dispatchEvent(submit);
    });
    expect(submit.defaultPrevented).toBe(true);
    expect(notice(container)?.hidden).toBe(true);
  });

  it('marks a form rendered afresh (another language) ready at once, without errors', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(tree);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('form')?.hasAttribute('data-ready')).toBe(true);
    expect(container.querySelector('form')?.getAttribute('method')).toBe('dialog');
    expect(notice(container)?.hidden).toBe(true);
  });
});

it('hydrates the form in one render: the fields registering do not render it again', async () => {
  const container = prerendered();
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
