/**
 * Until the app has taken a form over (it marks it data-ready), a submit shows the form's
 * not-ready notice. The form's method is dialog, so the browser sends nothing either way: no value
 * lands in a URL, and every value stays in the fields.
 *
 * Inlined in every page's <head> (index.html's `<!--boot:submitGuard-->`, compile.mjs), so it
 * works from the first paint. The listener captures: it runs before any of the page's own.
 */
export function submitGuard(): void {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      const notice =
        form instanceof HTMLFormElement &&
        !form.hasAttribute('data-ready') &&
        form.querySelector<HTMLElement>('[data-not-ready]');
      if (!notice) return;
      event.preventDefault();
      notice.hidden = false;
      notice.focus();
    },
    true,
  );
}
