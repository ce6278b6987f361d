export { SiteFooter, type SiteFooterProps, type FooterColumn, type FooterLink } from './SiteFooter.tsx';
