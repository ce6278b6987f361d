/** The footer's two certification marks: filled from packages/content. */
export function Certifications() {
  return null;
}
