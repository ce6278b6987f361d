export { SiteFooter, type SiteFooterProps, type FooterColumn, type FooterLink, type FooterIdentifier } from './SiteFooter.tsx';
