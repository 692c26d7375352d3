export { LanguageMenu } from './components/language-menu';
export { LanguagePicker } from './components/language-picker';
export { useLanguageSync, useOfferedLanguages } from './hooks/use-offered-languages';
