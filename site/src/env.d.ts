/// <reference types="astro/client" />

declare module 'virtual:jibe-site' {
  const data: import('./lib/site-data.ts').SiteData;
  export default data;
}
