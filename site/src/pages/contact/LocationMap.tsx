import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '@ankerlicht/ui';
import { mapEmbedSrc, type Location } from '@ankerlicht/content';
import * as styles from './ContactPage.css.ts';
import type { MessageValue } from 'react-intl';

const messages = defineMessages<{
  readonly placeholder: { readonly place: MessageValue };
  readonly load: { readonly place: MessageValue };
  readonly frameTitle: { readonly place: MessageValue };
}>({
  placeholder: {
    id: 'page.contact.mapPlaceholder',
    defaultMessage: 'De kaart van {place} laden we pas als u daarom vraagt. Uw browser maakt dan verbinding met OpenStreetMap.',
  },
  load: { id: 'page.contact.mapLoad', defaultMessage: 'Kaart van {place} laden' },
  frameTitle: { id: 'page.contact.mapTitle', defaultMessage: 'Kaart van {place}' },
});

/**
 * An embedded map that asks first: nothing is requested from the map service until the
 * visitor presses the button (privacy: no third-party request on page load).
 */
export function LocationMap({ location, place }: { location: Location; place: string }) {
  const intl = useIntl();
  const [isLoaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button that had focus disappears; focus goes to the map that replaced it.
  useEffect(() => {
    if (isLoaded) frame.current?.focus();
  }, [isLoaded]);

  if (isLoaded) {
    return (
      <iframe
        ref={frame}
        className={styles.mapFrame}
        title={intl.formatMessage(messages.frameTitle, { place })}
        src={mapEmbedSrc(location)}
        loading="lazy"
      />
    );
  }
  return (
    <div className={styles.mapPlaceholder}>
      <p>{intl.formatMessage(messages.placeholder, { place })}</p>
      <Button variant="secondary" onPress={() => setLoaded(true)}>
        {intl.formatMessage(messages.load, { place })}
      </Button>
    </div>
  );
}
