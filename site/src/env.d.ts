/// <reference types="astro/client" />

declare module 'virtual:jibe-site' {
  const data: import('../../generator/site/integration.ts').SiteData;
  export default data;
}
