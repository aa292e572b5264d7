// The interactive API reference at /docs: Scalar's standalone build (MIT), pointed at our OpenAPI document.
// The script is served by this Worker's own static assets, so the page works offline and behind a proxy that
// allows only this host: console/public/vendor/ holds the npm package's dist/browser/standalone.js as
// published (the console's build copies it into console/dist/vendor/). It is pinned to one version and
// loaded with Subresource Integrity: the browser runs it only if its bytes are the ones hashed here, and
// test/clients/reference-page.test.ts checks the served file against the hash. To upgrade:
// `npm pack @scalar/api-reference@<version>`, copy package/dist/browser/standalone.js to
// console/public/vendor/scalar-api-reference-<version>.js (removing the old one), and hash it:
// `openssl dgst -sha384 -binary <file> | openssl base64 -A`. Its default fonts come from Scalar's font host:
// they are turned off (the page uses the system's).
export const SCALAR_VERSION = "1.76.0";
export const SCALAR_INTEGRITY = "sha384-oH1C0RwqcwbVXkC+r8A+4qRoyEUQdtxAzOwumkxZtQBBcsy61FOoPt7B50OVJYYQ";
export const SCALAR_PATH = `/vendor/scalar-api-reference-${SCALAR_VERSION}.js`;
const CONFIGURATION = JSON.stringify({ withDefaultFonts: false });

export function referencePage(specUrl: string): string {
  return `<!doctype html>
<html>
  <head>
    <title>API reference</title>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
  </head>
  <body>
    <script id="api-reference" data-url="${specUrl}" data-configuration='${CONFIGURATION}'></script>
    <script src="${SCALAR_PATH}" integrity="${SCALAR_INTEGRITY}" crossorigin="anonymous"></script>
  </body>
</html>`;
}
