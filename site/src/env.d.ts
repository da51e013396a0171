/// <reference types="astro/client" />

declare module 'virtual:jibe-site' {
  const data: import('./lib/site-data.ts').SiteData;
  export default data;
}

// pdfkit's standard font data, which its browser build registers only when asked (print-worker.ts).
declare module 'pdfkit/standard-fonts/Helvetica' {
  const font: object;
  export default font;
}
