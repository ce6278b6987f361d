import { act, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import nl from 'virtual:messages/nl';
import { ToastProvider } from '@ankerlicht/ui';
import { brand, registrationStopNotice } from '@ankerlicht/content';
import { submitGuard } from '../../boot/submitGuard.ts';
import type { RegistrationType } from '../../registration/schema.ts';
import { RegistrationForm } from './RegistrationForm.tsx';

/**
 * The form builds its schema once per render (registrationFormSchema), so counting those calls
 * counts the form's renders.
 */
const formRenders = vi.hoisted(() => ({ count: 0 }));
/**
 * `acceptAnything` lets a test reach the sending step without filling in every field (a date and a
 * file are laborious in jsdom): the form's schema then accepts any values.
 */
const schemaSwitch = vi.hoisted(() => ({ acceptAnything: false }));
vi.mock('../../registration/schema.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../registration/schema.ts')>();
  const v = await import('valibot');
  return {
    ...original,
    registrationFormSchema: (...args: Parameters<typeof original.registrationFormSchema>) => {
      formRenders.count += 1;
      if (schemaSwitch.acceptAnything) return v.any() as unknown as ReturnType<typeof original.registrationFormSchema>;
      return original.registrationFormSchema(...args);
    },
  };
});
/**
 * Renders of the form's fields, counted through the design system's FormField: each call of its
 * children is one render of a field's ui. The counting wrapper of a children function is kept, so
 * FormField sees the same function as the form gave it.
 */
const fieldRenders = vi.hoisted(() => ({ count: 0, counting: new WeakMap<object, unknown>() }));
vi.mock('@ankerlicht/ui', async (importOriginal) => {
  const original = await importOriginal<typeof import('@ankerlicht/ui')>();
  const counted = <T,>(children: (state: T) => ReactNode): ((state: T) => ReactNode) => {
    if (!fieldRenders.counting.has(children)) {
      fieldRenders.counting.set(children, (state: T) => {
        fieldRenders.count += 1;
        return children(state);
      });
    }
    return fieldRenders.counting.get(children) as (state: T) => ReactNode;
  };
  return {
    ...original,
    FormField: ((props) => original.FormField({ ...props, children: counted(props.children) })) as typeof original.FormField,
  };
});
/** What sending answers: no network in unit tests. */
const sendResult = vi.hoisted(() => ({
  status: 'upload-failed' as string,
  retryAfterSeconds: undefined as number | null | undefined,
}));
vi.mock('../../registration/submitRegistration.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../registration/submitRegistration.ts')>();
  return {
    ...original,
    submitRegistration: vi.fn(async () =>
      sendResult.retryAfterSeconds === undefined
        ? { status: sendResult.status }
        : { status: sendResult.status, retryAfterSeconds: sendResult.retryAfterSeconds },
    ),
  };
});

/**
 * The code the form fetches (retryableImport from @ankerlicht/content): `failSubmission` loads of
 * the sending pipeline fail as a dropped connection does.
 */
const chunkLoads = vi.hoisted(() => ({ failSubmission: 0 }));
vi.mock('@ankerlicht/content', async (importOriginal) => {
  const original = await importOriginal<typeof import('@ankerlicht/content')>();
  return {
    ...original,
    retryableImport: <M,>(load: () => Promise<M>, url: string) =>
      original.retryableImport(() => {
        if (url.includes('submitRegistration') && chunkLoads.failSubmission > 0) {
          chunkLoads.failSubmission -= 1;
          return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
        }
        return load();
      }, url),
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

let root: Root | null = null;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // Inlined in every page's <head>, it runs before any module.
  submitGuard();
});
afterEach(() => {
  // Testing Library's trees first: they must be unmounted before the body is emptied below.
  cleanup();
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

  it('the submit guard (boot/submitGuard.ts) shows and focuses the notice on a submit before the app is ready', () => {
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

  it('validates every field on a submit that comes before its fieldsets have hydrated', async () => {
    const submitEvent = () => new Event('submit', { bubbles: true, cancelable: true });
    const invalidFields = (container: ParentNode) =>
      [...container.querySelectorAll('[aria-invalid="true"]')].map((field) => field.id);

    // Submitted once everything has hydrated: the empty form's problems.
    const settled = prerendered();
    await act(async () => {
      root = hydrateRoot(settled, tree);
    });
    await act(async () => {
      settled.querySelector('form')?.dispatchEvent(submitEvent());
    });
    const expected = invalidFields(settled);
    expect(expected.length).toBeGreaterThan(10);
    act(() => root?.unmount());
    settled.remove();

    // Submitted in the microtask after the form's own commit (it marks itself ready then), before
    // React has hydrated any fieldset. Outside act(), as in a browser, so that React hydrates the
    // form and each fieldset in tasks of their own.
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const container = prerendered();
      const form = container.querySelector('form') as HTMLFormElement;
      const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
      let hydratedFieldsAtSubmit = -1;
      const onReady = new MutationObserver(() => {
        onReady.disconnect();
        hydratedFieldsAtSubmit = [...form.querySelectorAll('fieldset input')].filter(hydrated).length;
        form.dispatchEvent(submitEvent());
      });
      onReady.observe(form, { attributeFilter: ['data-ready'] });
      root = hydrateRoot(container, tree);
      await waitFor(() => expect(invalidFields(container)).toEqual(expected));
      expect(hydratedFieldsAtSubmit).toBe(0);
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = true;
    }
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
  fieldRenders.count = 0;
  await act(async () => {
    root = hydrateRoot(container, tree);
  });
  // Once, to hydrate, and not again once its fields have registered.
  expect(formRenders.count).toBe(1);

  const fields = fieldRenders.count;
  expect(fields).toBeGreaterThan(10);

  // The count sees a render that happens: a submit of the empty form lists its errors. On a phone
  // rendering every field is most of the press's delay (npm run bench -- --inp). The form renders
  // for the errors and for the attempt's count, not a third time for the empty list before them;
  // each field with an error renders once, for its error (FormField memoises the field's rendering;
  // FormField.test.tsx shows the error is deferred past the summary's commit), and no field renders
  // again with the form.
  formRenders.count = 0;
  fieldRenders.count = 0;
  await act(async () => {
    container.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  const summary = screen.getByRole('heading', { name: 'Er is een probleem' }).parentElement!;
  const errors = within(summary).getAllByRole('link').length;
  expect(errors).toBeGreaterThan(5);
  expect(formRenders.count).toBe(2);
  expect(fieldRenders.count).toBe(errors);
});

const renderForm = (department: RegistrationType, onSuccess = () => {}) =>
  render(
    <IntlProvider locale="nl" defaultLocale="nl" messages={nl}>
      <ToastProvider>
        <RegistrationForm department={department} onSuccess={onSuccess} />
      </ToastProvider>
    </IntlProvider>,
  );

describe('when sending fails', () => {
  afterEach(() => {
    schemaSwitch.acceptAnything = false;
    sendResult.status = 'upload-failed';
    sendResult.retryAfterSeconds = undefined;
    vi.restoreAllMocks();
  });

  it('tells a connection over its hourly limit the truth: from what time, and that calling works now', async () => {
    schemaSwitch.acceptAnything = true;
    sendResult.status = 'rate-limited';
    sendResult.retryAfterSeconds = 1790;
    const sentAt = new Date(2026, 11, 1, 14, 2, 30).getTime();
    vi.spyOn(Date, 'now').mockReturnValue(sentAt);
    const user = userEvent.setup();
    renderForm('adults');
    const firstName = screen.getByRole('textbox', { name: /^Voornaam/ });
    const email = screen.getByRole('textbox', { name: /^E-mailadres/ });
    await user.type(firstName, 'Sanne');
    await user.type(email, 'sanne@example.nl');
    await user.click(screen.getByRole('button', { name: 'Aanmelding versturen' }));

    const failure = await screen.findByRole('region', { name: /Uw aanmelding is niet verstuurd/ });
    expect(failure).toHaveTextContent('te veel aanmeldingen verstuurd vanaf deze internetverbinding');
    // 14:02:30 + 1790 s = 14:32:20, shown as the next whole minute in the visitor's language.
    const time = new Intl.DateTimeFormat('nl', { hour: 'numeric', minute: '2-digit' }).format(new Date(2026, 11, 1, 14, 33));
    expect(time).toBe('14:33');
    expect(failure).toHaveTextContent(`Vanaf ${time} kunt u het opnieuw versturen`);
    expect(failure).toHaveTextContent('Telefonisch aanmelden kan meteen');
    expect(within(failure).getByRole('link', { name: brand.phone })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    // Not the message for other failures: trying again at once cannot help.
    expect(failure).not.toHaveTextContent('Probeer het opnieuw met de knop hieronder');
    expect(failure).not.toHaveTextContent('Opslaan van de aanmeldgegevens is mislukt');
    expect(firstName).toHaveValue('Sanne');
    expect(email).toHaveValue('sanne@example.nl');

    // Without a time from the server: in an hour.
    sendResult.retryAfterSeconds = null;
    await user.click(screen.getByRole('button', { name: 'Aanmelding versturen' }));
    await waitFor(() =>
      expect(document.querySelector('[data-send-failure]')).toHaveTextContent('Over een uur kunt u het opnieuw versturen'),
    );
    expect(firstName).toHaveValue('Sanne');
  });

  it('leaves the failure on the page, focused, with what to do next, and keeps what was typed', async () => {
    schemaSwitch.acceptAnything = true;
    const user = userEvent.setup();
    renderForm('children');
    const firstName = screen.getByRole('textbox', { name: /^Voornaam/ });
    await user.type(firstName, 'Sanne');
    await user.click(screen.getByRole('button', { name: 'Aanmelding versturen' }));

    // The old form showed this only in the toast, which goes after 5 s: the page itself said nothing.
    const failure = await screen.findByRole('region', { name: /Uw aanmelding is niet verstuurd/ });
    expect(failure).toHaveTextContent('Uploaden van de verwijsbrief is mislukt');
    expect(failure).toHaveTextContent(/Probeer het opnieuw met de knop hieronder/);
    expect(within(failure).getByRole('link', { name: brand.phone })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(within(failure).getByRole('link', { name: brand.email })).toHaveAttribute('href', `mailto:${brand.email}`);
    await waitFor(() => expect(failure.parentElement).toHaveFocus());
    expect(failure.parentElement).toHaveAttribute('tabindex', '-1');
    expect(firstName).toHaveValue('Sanne');
    // Above the button that tries again.
    const button = screen.getByRole('button', { name: 'Aanmelding versturen' });
    expect(failure.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says a pipeline that failed to load is an unexpected failure, keeps every value, and sends on the next submit', async () => {
    schemaSwitch.acceptAnything = true;
    sendResult.status = 'success';
    const user = userEvent.setup();
    const onSuccess = vi.fn();
    renderForm('adults', onSuccess);
    const firstName = screen.getByRole('textbox', { name: /^Voornaam/ });
    await user.type(firstName, 'Sanne');

    chunkLoads.failSubmission = 1;
    await user.click(screen.getByRole('button', { name: 'Aanmelding versturen' }));
    const failure = await screen.findByRole('region', { name: /Uw aanmelding is niet verstuurd/ });
    expect(failure).toHaveTextContent('Er is een onverwachte fout opgetreden bij de aanmelding');
    expect(firstName).toHaveValue('Sanne');
    expect(onSuccess).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Aanmelding versturen' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(document.querySelector('[data-send-failure]')).toBeNull();
  });

  it('replaces the failure on another attempt and removes it when sending succeeds', async () => {
    schemaSwitch.acceptAnything = true;
    const user = userEvent.setup();
    const onSuccess = vi.fn();
    renderForm('adults', onSuccess);
    const submit = screen.getByRole('button', { name: 'Aanmelding versturen' });
    await user.click(submit);
    await screen.findByText('Uploaden van de verwijsbrief is mislukt', { selector: '[data-send-failure] p' });

    sendResult.status = 'insert-failed';
    await user.click(submit);
    await screen.findByText('Opslaan van de aanmeldgegevens is mislukt', { selector: '[data-send-failure] p' });
    expect(screen.queryByText('Uploaden van de verwijsbrief is mislukt', { selector: '[data-send-failure] p' })).toBeNull();
    expect(document.querySelectorAll('[data-send-failure]')).toHaveLength(1);

    sendResult.status = 'success';
    await user.click(submit);
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(document.querySelector('[data-send-failure]')).toBeNull();
  });
});

/** The ids the summary's links point to, and the same ids in the order their fields are on the page. */
function summaryAndPageOrder(form: HTMLElement) {
  const linked = Array.from(form.querySelectorAll<HTMLAnchorElement>('ul a[href^="#registration-"]'), (link) =>
    link.getAttribute('href')!.slice(1),
  );
  const onPage = Array.from(form.querySelectorAll<HTMLElement>('[id^="registration-"]'), (element) => element.id).filter((id) =>
    linked.includes(id),
  );
  return { linked, onPage };
}

describe('the error summary', () => {
  for (const [department, title, firstFields] of [
    // The child's own fields come first on the child form; the old summary put the parent's in between.
    ['children', 'Aanmelden kind en jeugd', ['registration-childName', 'registration-dob', 'registration-bsnNumber']],
    ['adults', 'Aanmelden volwassenen', ['registration-firstName', 'registration-familyName', 'registration-email']],
  ] as const) {
    it(`lists the problems of the ${department} form in the order of its fields`, async () => {
      const user = userEvent.setup();
      renderForm(department);
      await user.click(screen.getByRole('button', { name: 'Aanmelding versturen' }));
      const form = screen.getByRole('form', { name: title });
      await waitFor(() => expect(form.querySelectorAll('ul a').length).toBeGreaterThan(5));
      const { linked, onPage } = summaryAndPageOrder(form);
      expect(linked).toEqual(onPage);
      expect(linked.slice(0, 3)).toEqual(firstFields);
    });
  }
});

describe('the form landmark', () => {
  it("is named after the page, not after one of the form's sections", () => {
    renderForm('children');
    expect(screen.getByRole('form', { name: 'Aanmelden kind en jeugd' })).toBeInTheDocument();
    cleanup();
    renderForm('adults');
    expect(screen.getByRole('form', { name: 'Aanmelden volwassenen' })).toBeInTheDocument();
  });
});

describe('the registration stop for Menzis and Anderzorg', () => {
  it('explains the stop under the insurer field of the adult form when a stopped insurer is typed', async () => {
    const user = userEvent.setup();
    renderForm('adults');
    const insurer = screen.getByRole('textbox', { name: /^Zorgverzekeraar/ });
    const { title, text } = registrationStopNotice;
    expect(insurer).toHaveAccessibleDescription(title.nl);
    await user.type(insurer, 'anderzorg');
    expect(insurer).toHaveAccessibleDescription(`${title.nl}. ${text.nl}`);
    await user.clear(insurer);
    await user.type(insurer, 'Zilveren Kruis');
    expect(insurer).toHaveAccessibleDescription(title.nl);
  });

  it('says nothing of it on the child form: care for children is not paid for by the insurer', async () => {
    const user = userEvent.setup();
    renderForm('children');
    const insurer = screen.getByRole('textbox', { name: /^Zorgverzekeraar/ });
    await user.type(insurer, 'Menzis');
    expect(insurer).toHaveAccessibleDescription('');
  });
});
