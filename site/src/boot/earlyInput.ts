import { takeEarlyPresses } from './earlyPresses.ts';

/**
 * What the visitor typed into the prerendered page's form before React took over.
 *
 * The static HTML form takes input from the first paint, but a React field is controlled by its
 * form state, which starts empty: on a slow phone, text typed in those first seconds would vanish
 * at the field's first re-render after hydration (or, on the dev server, which renders instead of
 * hydrating, at once). main.tsx starts recording before React renders; a
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

function changed(field: FormControl | HTMLSelectElement): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

/**
 * A search or text field, a radio button or a select outside a form (the team and FAQ search, the
 * FAQ's department filter, the team filter on a phone): React state, not a form, holds it.
 */
type FieldOutsideForm = HTMLInputElement | HTMLSelectElement;
const isFieldOutsideForm = (target: EventTarget | null): target is FieldOutsideForm =>
  (target instanceof HTMLSelectElement && !target.form) ||
  (target instanceof HTMLInputElement && !target.form && ['search', 'text', 'radio'].includes(target.type));

/** False for a radio button that is not (or no longer) chosen: of a group, only the chosen one counts. */
const holdsAChoice = (field: FieldOutsideForm) => field.type !== 'radio' || (field as HTMLInputElement).checked;

/**
 * What was typed or chosen in fields outside forms while React was taking the page over, for
 * `replayEarlyFieldInput`, the latest last (radios of one group are chosen again in that order).
 */
const typedOutsideForms = new Map<FieldOutsideForm, string>();

function noteOutsideForm(field: FieldOutsideForm) {
  typedOutsideForms.delete(field);
  typedOutsideForms.set(field, field.value);
}

const onInput = (event: Event) => {
  if (isRecordable(event.target)) record(event.target);
  else if (isFieldOutsideForm(event.target) && holdsAChoice(event.target)) noteOutsideForm(event.target);
};

/** Records what was typed so far, and every change until the app stops recording. */
export function startRecordingEarlyInput(root: ParentNode = document) {
  for (const field of root.querySelectorAll('input, textarea, select')) {
    if (isRecordable(field) && changed(field)) record(field);
    else if (isFieldOutsideForm(field) && changed(field) && holdsAChoice(field)) noteOutsideForm(field);
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

/**
 * The element now on the page that a press before the app started was meant for: the same one, or
 * (where React Aria rendered a collection such as the team filter's tabs afresh) the one with its
 * id, or with its role and text. Null when it is gone.
 */
function pressedNow(target: Element): HTMLElement | null {
  if (target.isConnected) return target instanceof HTMLElement ? target : null;
  const byId = target.id ? document.getElementById(target.id) : null;
  if (byId) return byId;
  const role = target.getAttribute('role');
  const candidates = document.querySelectorAll<HTMLElement>(role ? `[role="${role}"]` : target.localName);
  return [...candidates].find((candidate) => candidate.textContent === target.textContent) ?? null;
}

/**
 * Presses again, in order and once each, the buttons and tabs the visitor pressed before the app
 * started (the menu button, a team filter; noted by boot/earlyPressRecorder.ts), now that React
 * handles them. One press per task: React renders a press's update after the event, and the next
 * press must see it (a second section opened must not close the first). One gone from the page is
 * left alone.
 */
export function replayEarlyPress(): void {
  const presses = takeEarlyPresses();
  const pressNext = () => {
    const target = presses.shift();
    if (!target) return;
    pressedNow(target)?.click();
    setTimeout(pressNext);
  };
  pressNext();
}

/**
 * Text typed into a field outside a form (the team and FAQ search), a radio button chosen outside
 * one (the FAQ's department filter), or an option chosen in a select outside one (the team filter
 * on a phone), before the app was ready: React hydrates such a controlled field with its state, so
 * what the visitor did was recorded when the app started (or as it happened while React took over)
 * and is told to React now. A text field is set through React's own value tracker to something
 * else, then to the typed text with the native setter, and an input event follows, which React
 * reads as the visitor's typing; a radio is unchecked through the tracker and clicked, which React
 * reads as the visitor's choice; a select is set and a change event follows, which is all React
 * reads of a select. Fields in forms take what was typed themselves (`takeEarlyInput`).
 */
export function replayEarlyFieldInput(root: ParentNode = document): void {
  const typed = new Map(typedOutsideForms);
  typedOutsideForms.clear();
  // A select's default is the prerendered choice only until React renders it, so a select is
  // replayed from what was recorded, never from comparing it with its default now.
  for (const field of root.querySelectorAll('input')) {
    if (isFieldOutsideForm(field) && changed(field) && holdsAChoice(field) && !typed.has(field)) typed.set(field, field.value);
  }
  const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const [field, text] of typed) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLSelectElement) {
      field.value = text;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    if (field.type === 'radio') {
      field.checked = false;
      field.click();
      continue;
    }
    field.value = text === '' ? ' ' : '';
    setNativeValue?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
