/** A small valid page that greets the world: HTML's hello world. */
export const HTML_HELLO_WORLD = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Hello, World!</title>
  </head>
  <body>
    <h1>Hello, World!</h1>
    <p>This page was written in HTML.</p>
  </body>
</html>
`;

/** A stylesheet for a hello heading: CSS's hello world, seen in the live preview. */
export const CSS_HELLO_WORLD = `/* Styles an <h1>Hello, World!</h1> heading in the live preview. */
body {
  margin: 0;
  min-height: 100vh;
  display: grid;
  place-items: center;
  font-family: system-ui, sans-serif;
  background: #f4f6fb;
}

h1 {
  color: #3b5bdb;
  font-size: 3rem;
  letter-spacing: 0.02em;
}
`;
