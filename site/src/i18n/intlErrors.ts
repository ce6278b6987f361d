import type { IntlConfig } from 'react-intl';

/**
 * react-intl calls this for every problem. A message missing in the visitor's language falls
 * back to the Dutch source (the defaultMessage in the code) with a warning; a message that
 * exists nowhere shows its id. Only the message id is logged, never any values.
 */
export const reportIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === 'MISSING_TRANSLATION') {
    const id = 'descriptor' in error && error.descriptor ? String(error.descriptor.id) : 'unknown';
    console.warn(`[i18n] Missing translation for "${id}"; falling back to Dutch.`);
    return;
  }
  console.error(`[i18n] ${error.code}: ${error.message}`);
};
