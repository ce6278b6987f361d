/**
 * What the visitor typed into the prerendered page's form before React took over.
 *
 * The static HTML form takes input from the first paint, but a React field is controlled by its
 * form state, which starts empty: on a slow phone, text typed in those first seconds would vanish
 * at the field's first re-render after hydration, or at once for a visitor whose stored language
 * replaces the Dutch HTML with a fresh render. main.tsx starts recording before React renders; a
 * form takes the values when it mounts; the app stops recording after its first commit.
 *
 * The values stay in memory only, and are never logged or stored.
 */
export type EarlyValue = string | boolean;

const values = new Map<string, EarlyValue>();
let recording = false;

type FormControl = HTMLInputElement | HTMLTextAreaElement;

/** A field's key: its name, or its id (the TextArea has no name). */
const keyOf = (field: FormControl) => field.name || field.id;

function isRecordable(target: EventTarget | null): target is FormControl {
  if (target instanceof HTMLTextAreaElement) return Boolean(target.form) && Boolean(keyOf(target));
  // Files cannot be carried over; passwords are never kept.
  return (
    target instanceof HTMLInputElement &&
    Boolean(target.form) &&
    Boolean(keyOf(target)) &&
    !['file', 'hidden', 'password', 'submit', 'button', 'reset'].includes(target.type)
  );
}

function record(field: FormControl, into: Map<string, EarlyValue> = values) {
  if (field instanceof HTMLInputElement && field.type === 'checkbox') into.set(keyOf(field), field.checked);
  else if (field instanceof HTMLInputElement && field.type === 'radio') {
    if (field.checked) into.set(field.name, field.value);
  } else into.set(keyOf(field), field.value);
}

function changed(field: FormControl): boolean {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

const onInput = (event: Event) => {
  if (isRecordable(event.target)) record(event.target);
};

/** Records what was typed so far, and every change until the app stops recording. */
export function startRecordingEarlyInput(root: ParentNode = document) {
  for (const field of root.querySelectorAll('input, textarea')) {
    if (isRecordable(field) && changed(field)) record(field);
  }
  if (recording) return;
  recording = true;
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onInput, true);
}

/**
 * Stops recording, after the app's first commit: from then on React has the fields. What was
 * recorded waits for the form to take it (a page's form may take it a moment later).
 */
export function stopRecordingEarlyInput() {
  recording = false;
  document.removeEventListener('input', onInput, true);
  document.removeEventListener('change', onInput, true);
}

/**
 * The values typed before React took over, by field name (or id), each handed out once: what the
 * form's own fields hold now (hydration keeps what was typed in the DOM, up to this moment), else
 * what was recorded (a fresh render replaced the fields the visitor typed in).
 */
export function takeEarlyInput(form: HTMLFormElement): ReadonlyMap<string, EarlyValue> {
  const taken = new Map(values);
  values.clear();
  for (const field of form.querySelectorAll('input, textarea')) {
    if (isRecordable(field) && changed(field)) record(field, taken);
  }
  return taken;
}

declare global {
  interface Window {
    /** The last button pressed before the app started, noted by index.html's inline script. */
    ankerlichtEarlyPress?: Element;
  }
}

/**
 * Presses again, once, the button the visitor pressed before the app started (the menu button on
 * a slow phone), now that React handles it. A button gone from the page is left alone.
 */
export function replayEarlyPress(): void {
  const button = window.ankerlichtEarlyPress;
  delete window.ankerlichtEarlyPress;
  if (button instanceof HTMLElement && button.isConnected) button.click();
}
