// Tokens
export { vars, breakpoints, media } from './tokens/index.ts';
export { focusRing, focusedOnAppear } from './styles/focus.css.ts';
export { visuallyHidden } from './styles/visuallyHidden.css.ts';

// Components
export * from './components/Accordion/index.ts';
export * from './components/Button/index.ts';
export * from './components/Container/index.ts';
export * from './components/LanguageSelector/index.ts';
export * from './components/Link/index.ts';
export * from './components/LiveAnnouncement/index.ts';
export * from './components/MobileMenu/index.ts';
export * from './components/NavigationMenu/index.ts';
export * from './components/SiteFooter/index.ts';
export * from './components/SiteHeader/index.ts';
export * from './components/SkipLink/index.ts';
export * from './components/Layout/index.ts';
export * from './components/Badge/index.ts';
export * from './components/Card/index.ts';
export * from './components/Notice/index.ts';
export * from './components/Carousel/index.ts';
export * from './components/IconTile/index.ts';
export * from './components/TextField/index.ts';
export * from './components/TextArea/index.ts';
export * from './components/StepList/index.ts';
export * from './components/ImageGallery/index.ts';
export * from './components/DateField/index.ts';
export * from './components/DisclosureBox/index.ts';
export * from './components/RadioGroup/index.ts';
export * from './components/Tabs/index.ts';
export * from './components/Select/index.ts';
export * from './components/SearchField/index.ts';
export * from './components/TeamCard/index.ts';
export * from './components/WaitingTimeCard/index.ts';
export * from './components/Checkbox/index.ts';
export * from './components/ErrorSummary/index.ts';
export * from './components/CallToAction/index.ts';
export * from './components/FilePicker/index.ts';
export * from './components/Toast/index.ts';
export * from './components/FormField/index.ts';

// For the site's own code-split parts (its LaterSlice), as the design system's lazy parts use it.
export { LoadBoundary, partCode, type PartModule } from './components/private/LazyPart/index.ts';
