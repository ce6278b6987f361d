export { LanguageSelector, type LanguageSelectorProps, type LanguageOption } from './LanguageSelector.tsx';
