/// <reference types="astro/client" />

declare module 'virtual:jibe-site' {
  const settings: import('../../generator/site/site-settings.ts').SiteSettings;
  export default settings;
}
