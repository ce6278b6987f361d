/**
 * index.html filled for one page, by the prerender (site/scripts/prerender.mjs) and the dev server
 * (devServerRender.ts) alike: `<html lang dir>` of the page's language (the locale descriptor's),
 * the head's tags at `<!--app-head-->` and the rendered app at `<!--app-html-->`.
 *
 * @param {string} template index.html as the build or the dev server made it
 * @param {{ lang: string, dir: string }} descriptor the page's language
 * @param {{ head: string, html: string }} page
 * @returns {string}
 */
export function fillPageTemplate(template, descriptor, { head, html }) {
  for (const placeholder of ['<!--app-head-->', '<!--app-html-->']) {
    if (template.split(placeholder).length !== 2) throw new Error(`index.html must have one ${placeholder} placeholder`);
  }
  return template
    .replace(/<html[^>]*>/, htmlStart(descriptor))
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => html);
}

/**
 * The `<html>` start tag of a language's pages.
 *
 * @param {{ lang: string, dir: string }} descriptor
 */
export const htmlStart = (descriptor) => `<html lang="${descriptor.lang}" dir="${descriptor.dir}">`;
