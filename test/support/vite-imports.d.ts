// Vite's import forms that the site's code uses (Astro gives the site these types through
// astro/client). The root type check reaches some of that code through the tests, so it needs them too.

declare module '*?url' {
  const url: string;
  export default url;
}

declare module '*.css';

declare module '*?raw' {
  const text: string;
  export default text;
}
