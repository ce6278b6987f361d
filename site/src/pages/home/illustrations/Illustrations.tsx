import * as styles from './illustrations.css.ts';

type IllustrationProps = { title: string };

/** A calm harbour: a lighthouse, a small boat on quiet water and the sun. */
export function HarbourIllustration({ title }: IllustrationProps) {
  return (
    <svg viewBox="0 0 640 360" role="img" aria-label={title} className={styles.svg}>
      <rect width="640" height="360" className={styles.sky} />
      <circle cx="500" cy="100" r="46" className={styles.warm} />
      <rect y="250" width="640" height="110" className={styles.ground} />
      <path d="M40 280 Q120 265 200 280 T360 280 T520 280 T640 280" className={styles.line} />
      <path d="M160 190 L178 90 L202 90 L220 190 Z" className={styles.primary} />
      <rect x="170" y="70" width="40" height="24" rx="4" className={styles.warm} />
      <path d="M165 70 L190 50 L215 70 Z" className={styles.primary} />
      <rect x="150" y="190" width="80" height="60" rx="6" className={styles.accent} />
      <path d="M390 250 L480 250 L460 275 L410 275 Z" className={styles.primary} />
      <path d="M432 245 L432 185 L470 240 Z" className={styles.soft} />
    </svg>
  );
}

/** Two figures on a bench under a tree: talking together. */
export function ConversationIllustration({ title }: IllustrationProps) {
  return (
    <svg viewBox="0 0 640 360" role="img" aria-label={title} className={styles.svg}>
      <rect width="640" height="360" className={styles.sky} />
      <rect y="270" width="640" height="90" className={styles.ground} />
      <rect x="110" y="150" width="24" height="120" rx="6" className={styles.muted} />
      <circle cx="122" cy="120" r="70" className={styles.soft} />
      <rect x="240" y="230" width="220" height="14" rx="7" className={styles.primary} />
      <rect x="255" y="244" width="10" height="30" className={styles.primary} />
      <rect x="435" y="244" width="10" height="30" className={styles.primary} />
      <circle cx="300" cy="150" r="24" className={styles.warm} />
      <rect x="276" y="178" width="48" height="54" rx="20" className={styles.accent} />
      <circle cx="400" cy="150" r="24" className={styles.warm} />
      <rect x="376" y="178" width="48" height="54" rx="20" className={styles.primary} />
      <path d="M330 120 Q350 100 370 120" className={styles.line} />
      <circle cx="540" cy="90" r="34" className={styles.warm} />
    </svg>
  );
}

/** A path winding up a gentle hill to a small flag: steps towards recovery. */
export function PathIllustration({ title }: IllustrationProps) {
  return (
    <svg viewBox="0 0 640 360" role="img" aria-label={title} className={styles.svg}>
      <rect width="640" height="360" className={styles.sky} />
      <path d="M0 360 L0 250 Q320 110 640 230 L640 360 Z" className={styles.soft} />
      <path d="M0 360 L0 300 Q300 220 640 300 L640 360 Z" className={styles.ground} />
      <path d="M120 350 Q260 300 300 250 T460 170" className={styles.line} />
      <circle cx="160" cy="330" r="8" className={styles.primary} />
      <circle cx="250" cy="295" r="8" className={styles.primary} />
      <circle cx="320" cy="235" r="8" className={styles.primary} />
      <circle cx="410" cy="190" r="8" className={styles.primary} />
      <rect x="456" y="110" width="6" height="62" className={styles.muted} />
      <path d="M462 112 L510 126 L462 140 Z" className={styles.warm} />
      <circle cx="110" cy="90" r="40" className={styles.warm} />
      <circle cx="560" cy="80" r="18" className={styles.accent} />
    </svg>
  );
}
