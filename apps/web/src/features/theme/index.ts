export { ThemeToggle } from './components/theme-toggle';
export { initTheme, useThemeStore, type Theme } from './stores/theme-store';
export { applyBrand, setDocumentTitle } from './lib/apply-brand';
